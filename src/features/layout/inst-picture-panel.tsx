/**
 * The institution's picture in the personal centre (spec 7.4 sys/queryInstPicture,
 * sys/deleteInstPicture): shown with its update time, deleted after a confirmation, uploaded or
 * replaced as a JPG or PNG (spec 5.2, ./inst-picture-upload.tsx).
 */
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Image, Popconfirm, Skeleton, Typography } from 'antd';
import type { InstPicture } from '@/api/system-types';
import { LoadView } from '@/components/load-view';
import { useClickGuard } from '@/components/use-click-guard';
import { useFeedback } from '@/lib/feedback';
import { apiErrorOf } from '@/state/api-result';
import { invalidate, useApiDispatch } from '@/state/api-slice';
import { useSectionLoad } from '@/state/load-state';
import { InstPictureUpload } from './inst-picture-upload';
import {
  INST_PICTURE,
  layoutApi,
  useDeleteInstPictureMutation,
  useInstPictureQuery,
} from './layout-api';

/** The mock's 2505 暂无机构图片. */
const NO_PICTURE = 2505;

export function InstPicturePanel() {
  const { message } = useFeedback();
  const load = useSectionLoad(useInstPictureQuery());
  const [deletePicture] = useDeleteInstPictureMutation();
  const updateCache = useApiDispatch();

  const remove = useClickGuard(async () => {
    const answer = await deletePicture();
    if (answer.data !== undefined) {
      void message.success(answer.data);
      return true;
    }
    const { code, message: reason } = apiErrorOf(answer.error);
    // Already gone (deleted elsewhere): read it again, it shows as gone.
    const gone = code === NO_PICTURE;
    if (gone) updateCache(invalidate(INST_PICTURE));
    void message.error(code === null ? '删除失败：网络异常，请稍后重试' : reason);
    // A refusal or a network failure frees the button for the next try at once.
    return gone ? undefined : false;
  });

  const uploaded = (picture: InstPicture, text: string) => {
    updateCache(layoutApi.util.updateQueryData('instPicture', undefined, () => picture));
    void message.success(text);
  };

  return (
    <section aria-labelledby="inst-picture-title" data-testid="inst-picture-panel">
      <Typography.Title level={5} id="inst-picture-title" style={{ marginTop: 0 }}>
        机构图片
      </Typography.Title>
      <LoadView
        load={load}
        failedTitle="机构图片加载失败"
        loading={
          <Flex vertical gap={12}>
            <Skeleton.Image active />
            <Skeleton active title={false} paragraph={{ rows: 1 }} />
          </Flex>
        }
        isEmpty={(data) => !data.picture}
        empty={
          <Flex vertical gap={12} align="flex-start">
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无机构图片" />
            <InstPictureUpload hasPicture={false} onUploaded={uploaded} />
          </Flex>
        }
      >
        {(data) => (
          <Flex vertical gap={12} align="flex-start">
            <Image
              src={data.picture ?? undefined}
              alt="机构图片"
              width={160}
              height={160}
              data-testid="inst-picture"
            />
            {data.updateTime && (
              <Typography.Text type="secondary">更新时间：{data.updateTime}</Typography.Text>
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
      </LoadView>
    </section>
  );
}
