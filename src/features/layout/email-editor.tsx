/**
 * The e-mail of the personal centre, editable (spec 7.1 POST user/profile): the user keeps the
 * address the platform writes to up to date. Checked as the registration checks an e-mail
 * (spec 5.2) before it is sent; once saved, the profile is read again (./layout-api.ts), a
 * refusal keeps what was typed and says why. The mobile is not changed here: it is the login
 * name and the SMS target, which needs a verified code.
 */
import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { EMAIL_MAX_LENGTH, validateEmail } from '@/lib/contact-rules';
import { useFeedback } from '@/lib/feedback';
import { apiErrorOf } from '@/state/api-result';
import { useUpdateProfileMutation } from './layout-api';

export function EmailEditor({ email }: { email: string }) {
  const { message } = useFeedback();
  const [updateProfile] = useUpdateProfileMutation();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (draft === null) {
    return (
      <Flex align="center" gap={8}>
        <span data-testid="profile-email">{email || '—'}</span>
        <Button type="link" size="small" onClick={() => setDraft(email)}>
          修改
        </Button>
      </Flex>
    );
  }

  const save = async () => {
    const invalid = validateEmail(draft);
    if (invalid) {
      setError(invalid);
      return;
    }
    setSaving(true);
    const answer = await updateProfile({ email: draft.trim() });
    setSaving(false);
    if (answer.error) {
      setError(apiErrorOf(answer.error).message);
      return;
    }
    setDraft(null);
    setError(null);
    void message.success('保存成功');
  };

  return (
    <Flex vertical gap={4}>
      <Flex gap={8} wrap>
        <Input
          aria-label="电子邮箱"
          value={draft}
          maxLength={EMAIL_MAX_LENGTH}
          status={error ? 'error' : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onPressEnter={() => void save()}
          style={{ maxWidth: 280 }}
        />
        <Button type="primary" loading={saving} onClick={() => void save()}>
          保存
        </Button>
        <Button
          disabled={saving}
          onClick={() => {
            setDraft(null);
            setError(null);
          }}
        >
          取消
        </Button>
      </Flex>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
