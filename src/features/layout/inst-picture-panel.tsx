/**
 * The institution's picture in the personal centre (spec 7.4 sys/queryInstPicture,
 * sys/deleteInstPicture): shown with its update time, deleted after a confirmation, uploaded or
 * replaced as a JPG or PNG (spec 5.2, ./inst-picture-upload.tsx).
 */
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Image, Popconfirm, Skeleton, Typography } from 'antd';
import { authMessage } from '@/api/auth-codes';
import { deleteInstPicture } from '@/api/system';
import type { InstPicture } from '@/api/system-types';
import { LoadFailed } from '@/components/load-failed';
import { useClickGuard } from '@/components/use-click-guard';
import { useFeedback } from '@/lib/feedback';
import { useApiDispatch } from '@/state/api-slice';
import { sectionLoad } from '@/state/load-state';
import { InstPictureUpload } from './inst-picture-upload';
import { layoutApi, useInstPictureQuery } from './layout-api';

/** The mock's 2505 暂无机构图片. */
const NO_PICTURE = 2505;

export function InstPicturePanel() {
  const { message } = useFeedback();
  const { state, retry } = sectionLoad(useInstPictureQuery());
  const updateCache = useApiDispatch();
  const replace = (data: InstPicture) =>
    updateCache(layoutApi.util.updateQueryData('instPicture', undefined, () => data));

  const remove = useClickGuard(async () => {
    if (state.status !== 'ready') return false;
    const response = await deleteInstPicture();
    if (response && response.code === 0) {
      replace({ ...state.data, picture: null });
      void message.success(response.message || '删除成功');
      return true;
    }
    // Already gone (deleted elsewhere): show it as gone.
    const gone = response !== false && response.code === NO_PICTURE;
    if (gone) replace({ ...state.data, picture: null });
    void message.error(
      response === false ? '删除失败：网络异常，请稍后重试' : authMessage(response, '删除失败'),
    );
    // A refusal or a network failure frees the button for the next try at once.
    return gone ? undefined : false;
  });

  const uploaded = (picture: InstPicture, text: string) => {
    replace(picture);
    void message.success(text);
  };

  return (
    <section aria-labelledby="inst-picture-title" data-testid="inst-picture-panel">
      <Typography.Title level={5} id="inst-picture-title" style={{ marginTop: 0 }}>
        机构图片
      </Typography.Title>
      {state.status === 'loading' && (
        <Flex vertical gap={12}>
          <Skeleton.Image active />
          <Skeleton active title={false} paragraph={{ rows: 1 }} />
        </Flex>
      )}
      {state.status === 'failed' && (
        <LoadFailed title="机构图片加载失败" message={state.message} onRetry={retry} />
      )}
      {state.status === 'ready' && !state.data.picture && (
        <Flex vertical gap={12} align="flex-start">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无机构图片" />
          <InstPictureUpload hasPicture={false} onUploaded={uploaded} />
        </Flex>
      )}
      {state.status === 'ready' && state.data.picture && (
        <Flex vertical gap={12} align="flex-start">
          <Image
            src={state.data.picture}
            alt="机构图片"
            width={160}
            height={160}
            data-testid="inst-picture"
          />
          {state.data.updateTime && (
            <Typography.Text type="secondary">更新时间：{state.data.updateTime}</Typography.Text>
          )}
          <Popconfirm
            title="删除机构图片"
            description="删除后不可恢复，确定删除吗？"
            okText="删除"
            cancelText="取消"
            okButtonProps={{ danger: true, loading: remove.busy }}
            // Keyboard: the panel opens with 取消 focused; Tab reaches 删除.
            cancelButtonProps={{ autoFocus: true }}
            onConfirm={() => remove.run()}
          >
            <Button danger icon={<DeleteOutlined />} loading={remove.busy}>
              删除图片
            </Button>
          </Popconfirm>
          <InstPictureUpload hasPicture onUploaded={uploaded} />
        </Flex>
      )}
    </section>
  );
}
