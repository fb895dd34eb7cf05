import { useIntl, useModel } from '@umijs/max';
import { Button, Form, Input, Modal, QRCode, Space, Typography, theme } from 'antd';
import React, { useState } from 'react';
import { flushSync } from 'react-dom';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from '@/features/accounts/services/twoFactor';
import { toast } from '@/utils/feedback';
import { showFieldErrors } from '@/utils/formErrors';
import { SECOND_FACTOR_PATTERN, TOTP_CODE_PATTERN } from '@common/limits';
import type * as API from '@common/contract';

type Step = { kind: 'scan'; setup: API.TwoFactorSetup } | { kind: 'codes'; codes: string[] };

/** Puts the server's view of the user (now with or without two-factor) into the initial state. */
function useRefreshUser() {
  const { initialState, setInitialState } = useModel('@@initialState');
  return async () => {
    const currentUser = await initialState?.fetchUserInfo?.();
    if (currentUser) flushSync(() => setInitialState((s) => ({ ...s, currentUser })));
  };
}

/** The fields whose refusals show under them, in both forms. */
const FORM_FIELDS = ['password', 'code'] as const;

/**
 * The security settings' "MFA device": set up (QR code and key, confirmed with the password and a
 * code, then the recovery codes shown once) while off, turn off (password and a code) while on.
 */
export default function TwoFactorActions({ on }: { on: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { token } = theme.useToken();
  const refresh = useRefreshUser();
  const [step, setStep] = useState<Step>();
  const [starting, setStarting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const [enableForm] = Form.useForm<API.TwoFactorEnable>();
  const [disableForm] = Form.useForm<API.TwoFactorDisable>();

  const start = async () => {
    setStarting(true);
    try {
      const { data } = await setupTwoFactor();
      if (data) setStep({ kind: 'scan', setup: data });
    } catch {
      // The request module has said why.
    } finally {
      setStarting(false);
    }
  };

  const confirm = async (values: API.TwoFactorEnable) => {
    setBusy(true);
    try {
      const { data } = await enableTwoFactor(
        { password: values.password, code: values.code.trim() },
        { formFields: FORM_FIELDS },
      );
      if (data) setStep({ kind: 'codes', codes: data.recoveryCodes });
      await refresh();
    } catch (error) {
      // A wrong password or code shows under its field; anything else the request module has said.
      // The dialog stays open for the next try.
      showFieldErrors(enableForm, error, FORM_FIELDS);
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async (values: API.TwoFactorDisable) => {
    setBusy(true);
    try {
      await disableTwoFactor(
        { password: values.password, code: values.code.trim() },
        { formFields: FORM_FIELDS },
      );
      setDisabling(false);
      toast.success(t('twoFactor.disabled'));
      await refresh();
    } catch (error) {
      showFieldErrors(disableForm, error, FORM_FIELDS);
    } finally {
      setBusy(false);
    }
  };

  const codeRules = (pattern: string, message: string) => [
    { required: true, whitespace: true, message: t('twoFactor.rule.code.required') },
    { pattern: new RegExp(pattern), message: t(message) },
  ];

  return (
    <>
      {on ? (
        <Button onClick={() => setDisabling(true)} data-testid="two-factor-off">
          {t('twoFactor.settings.turnOff')}
        </Button>
      ) : (
        <Button type="primary" loading={starting} onClick={start} data-testid="two-factor-setup">
          {t('twoFactor.settings.setUp')}
        </Button>
      )}

      <Modal
        open={step !== undefined}
        title={t(step?.kind === 'codes' ? 'twoFactor.recovery.title' : 'twoFactor.setup.title')}
        footer={null}
        destroyOnHidden
        // The recovery codes are shown once: closing only by the button that says they are saved.
        closable={step?.kind !== 'codes'}
        maskClosable={false}
        onCancel={() => setStep(undefined)}
      >
        {step?.kind === 'scan' && (
          <>
            <Typography.Paragraph>{t('twoFactor.setup.scan')}</Typography.Paragraph>
            <Space direction="vertical" align="center" style={{ width: '100%' }}>
              <QRCode
                value={step.setup.otpauthUrl}
                aria-label={t('twoFactor.setup.qrLabel')}
                color={token.colorText}
                bgColor={token.colorBgContainer}
                data-testid="two-factor-qr"
              />
            </Space>
            <Typography.Paragraph style={{ marginTop: token.margin }}>
              {t('twoFactor.setup.manual')}{' '}
              <Typography.Text
                code
                copyable
                data-testid="two-factor-secret"
                style={{ wordBreak: 'break-all' }}
              >
                {step.setup.secret}
              </Typography.Text>
            </Typography.Paragraph>
            <Form<API.TwoFactorEnable> form={enableForm} layout="vertical" onFinish={confirm}>
              <Form.Item
                name="password"
                label={t('twoFactor.setup.password')}
                extra={t('twoFactor.setup.passwordHint')}
                rules={[{ required: true, message: t('account.rule.password.required') }]}
              >
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              <Form.Item
                name="code"
                label={t('twoFactor.setup.code')}
                rules={codeRules(TOTP_CODE_PATTERN, 'twoFactor.rule.totp.pattern')}
              >
                <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={busy}>
                {t('twoFactor.setup.confirm')}
              </Button>
            </Form>
          </>
        )}
        {step?.kind === 'codes' && (
          <>
            <Typography.Paragraph>{t('twoFactor.recovery.hint')}</Typography.Paragraph>
            <Typography.Paragraph
              copyable={{ text: step.codes.join('\n'), tooltips: [t('twoFactor.recovery.copy')] }}
            >
              <ul data-testid="two-factor-recovery-codes" style={{ fontFamily: token.fontFamilyCode }}>
                {step.codes.map((code) => (
                  <li key={code}>{code}</li>
                ))}
              </ul>
            </Typography.Paragraph>
            <Button
              type="primary"
              block
              onClick={() => {
                setStep(undefined);
                toast.success(t('twoFactor.enabled'));
              }}
            >
              {t('twoFactor.recovery.done')}
            </Button>
          </>
        )}
      </Modal>

      <Modal
        open={disabling}
        title={t('twoFactor.disable.title')}
        footer={null}
        destroyOnHidden
        onCancel={() => setDisabling(false)}
      >
        <Form<API.TwoFactorDisable> form={disableForm} layout="vertical" onFinish={turnOff}>
          <Form.Item
            name="password"
            label={t('twoFactor.disable.password')}
            rules={[{ required: true, message: t('account.rule.password.required') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="code"
            label={t('twoFactor.disable.code')}
            rules={codeRules(SECOND_FACTOR_PATTERN, 'twoFactor.rule.code.pattern')}
          >
            <Input autoComplete="one-time-code" maxLength={24} />
          </Form.Item>
          <Button danger type="primary" htmlType="submit" block loading={busy}>
            {t('twoFactor.disable.confirm')}
          </Button>
        </Form>
      </Modal>
    </>
  );
}
