import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Link, history, useIntl, useLocation, useModel } from '@umijs/max';
import { Alert, Button, Checkbox, Form, Segmented, Space, theme } from 'antd';
// The two inputs the form shows, not antd's barrel, whose Input brings the text area, search and OTP.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { Paragraph, Title } from '@/components/Typography';
import React, { lazy, Suspense, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { getCaptcha, login } from '@/services/login';
import { SECOND_FACTOR_PATTERN } from '@common/limits';
import { toast } from '@/utils/feedback';
import { forgotPasswordPath, registerPath, safeRedirect } from '@/utils/paths';
import { afterInitialStateUpdate } from '@/utils/session';
import { useAccountRules } from '../shared/validation';
import CaptchaButton from './CaptchaButton';
import { describeLoginFailure, type LoginFailure, type LoginType } from './failure';
import styles from './index.less';

// Few visitors of the sign-in page are signed in already: their answer loads when they come.
const SignedIn = lazy(() => import('./SignedIn'));

interface LoginValues {
  username?: string;
  password?: string;
  mobile?: string;
  captcha?: string;
  autoLogin?: boolean;
}

const CAPTCHA_PATTERN = /^[0-9]{6}$/;
const SECOND_FACTOR = new RegExp(SECOND_FACTOR_PATTERN);

const toParams = (type: LoginType, values: LoginValues): API.LoginParams =>
  type === 'account'
    ? {
        type,
        username: values.username?.trim() ?? '',
        password: values.password ?? '',
        autoLogin: values.autoLogin,
      }
    : {
        type,
        mobile: values.mobile?.trim() ?? '',
        captcha: values.captcha?.trim() ?? '',
        autoLogin: values.autoLogin,
      };

function FailureAlert({ failure }: { failure: LoginFailure }) {
  const intl = useIntl();
  const text = 'id' in failure ? intl.formatMessage({ id: failure.id }) : failure.text;
  return (
    <Alert style={{ marginBottom: 24 }} message={text} type="error" showIcon data-testid="login-failure" />
  );
}

export default function Login() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rules = useAccountRules();
  const location = useLocation();
  const { initialState, setInitialState } = useModel('@@initialState');
  const [form] = Form.useForm<LoginValues>();
  const { token } = theme.useToken();
  const [type, setType] = useState<LoginType>('account');
  const [failure, setFailure] = useState<LoginFailure>();
  // While this form signs someone in, it stays on screen until the redirect instead of the signed-in result.
  const [signingIn, setSigningIn] = useState(false);
  // The first step's answer was totp-required: the same login waits for a code from the app.
  const [awaitingCode, setAwaitingCode] = useState<API.LoginParams>();
  const [codeForm] = Form.useForm<{ totp: string }>();
  const query = new URLSearchParams(location.search);
  const fetchUserInfo = initialState?.fetchUserInfo;
  const shownUid = initialState?.currentUser?.uid;

  // Sent here by a 401 (the session expired or a password change elsewhere ended it), the user the
  // app still holds may be stale: ask the server, and show the form when nobody is signed in.
  useEffect(() => {
    if (shownUid === undefined || !fetchUserInfo) return;
    fetchUserInfo().then((user) => {
      if (!user) setInitialState((s) => ({ ...s, currentUser: undefined }));
    });
  }, [shownUid, fetchUserInfo, setInitialState]);

  if (initialState?.currentUser && !signingIn) {
    return (
      <Suspense fallback={null}>
        <SignedIn user={initialState.currentUser} />
      </Suspense>
    );
  }

  const fail = (reason: LoginFailure) => {
    setFailure(reason);
    setSigningIn(false);
  };

  const signIn = async (params: API.LoginParams) => {
    setFailure(undefined);
    setSigningIn(true);
    try {
      // The form shows the failure itself, so the request module must not toast it as well.
      const { data } = await login(params, { skipErrorHandler: true });
      if (data?.status === 'totp-required') {
        setAwaitingCode(params);
        setSigningIn(false);
        return;
      }
    } catch (error) {
      const reason = describeLoginFailure(error, type);
      // In the second step a 400 is the code, the password having passed already.
      fail(
        params.totp && 'id' in reason && reason.id.startsWith('account.login.error.')
          ? { id: 'twoFactor.login.error' }
          : reason,
      );
      if (params.totp) codeForm.resetFields();
      return;
    }
    const currentUser = await initialState?.fetchUserInfo?.();
    if (!currentUser) {
      fail({ id: 'account.login.error.session' });
      return;
    }
    toast.success(t('account.login.success'));
    flushSync(() => setInitialState((s) => ({ ...s, currentUser })));
    await afterInitialStateUpdate();
    history.push(safeRedirect(new URLSearchParams(location.search).get('redirect')));
  };

  const submit = (values: LoginValues) => signIn(toParams(type, values));

  const sendCaptcha = async () => {
    // An invalid number shows under its field; a refused one is toasted by the request module.
    // Either way this throws, and the button does not count down.
    const { mobile } = await form.validateFields(['mobile']);
    await getCaptcha(String(mobile).trim());
    toast.success(t('account.captcha.sent'));
  };

  // The layout of ProComponents' LoginForm, with antd's own form: a visitor's first page should not
  // download ProComponents for four fields.
  return (
    <div className={styles.container}>
      <div className={styles.box}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('account.login.title')}</h1>
          <p className={styles.subtitle} style={{ color: token.colorTextSecondary }}>
            {t('app.title')}
          </p>
        </header>
        {awaitingCode && (
          <Form<{ totp: string }>
            form={codeForm}
            size="large"
            onFinish={({ totp }) => signIn({ ...awaitingCode, totp: totp.trim() })}
          >
            <Title level={4}>{t('twoFactor.login.title')}</Title>
            <Paragraph type="secondary">{t('twoFactor.login.hint')}</Paragraph>
            {failure && <FailureAlert failure={failure} />}
            <Form.Item
              name="totp"
              rules={[
                { required: true, whitespace: true, message: t('twoFactor.rule.code.required') },
                { pattern: SECOND_FACTOR, message: t('twoFactor.rule.code.pattern') },
              ]}
            >
              <Input
                prefix={<SafetyOutlined />}
                autoComplete="one-time-code"
                autoFocus
                maxLength={24}
                placeholder={t('twoFactor.login.placeholder')}
                aria-label={t('twoFactor.login.placeholder')}
              />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit" block loading={signingIn}>
                {t('account.login.submit')}
              </Button>
            </Form.Item>
            <Button
              type="link"
              block
              onClick={() => {
                setAwaitingCode(undefined);
                setFailure(undefined);
              }}
            >
              {t('twoFactor.login.back')}
            </Button>
          </Form>
        )}
        <Form<LoginValues>
          form={form}
          hidden={awaitingCode !== undefined}
          size="large"
          initialValues={{ autoLogin: true, username: query.get('username') ?? undefined }}
          onFinish={submit}
        >
          {/* The two ways in as one choice; antd's Tabs would bring its overflow menu and dropdown. */}
          <Segmented<LoginType>
            block
            className={styles.loginType}
            aria-label={t('account.login.type')}
            // One tab stop, the chosen way's radio, as for any radio group: rc-segmented also makes the
            // group itself one, where arrow keys do nothing.
            tabIndex={-1}
            value={type}
            onChange={(key) => {
              setType(key);
              setFailure(undefined);
            }}
            options={[
              { value: 'account', label: t('account.login.tab.account') },
              { value: 'mobile', label: t('account.login.tab.mobile') },
            ]}
          />
          {failure && <FailureAlert failure={failure} />}
          {type === 'account' ? (
            <>
              <Form.Item name="username" rules={[rules.required('account.rule.username.required')]}>
                <Input
                  prefix={<UserOutlined />}
                  autoComplete="username"
                  placeholder={t('account.login.username.placeholder')}
                  aria-label={t('account.login.username.placeholder')}
                />
              </Form.Item>
              <Form.Item
                name="password"
                rules={[{ required: true, message: t('account.rule.password.required') }]}
              >
                <Password
                  prefix={<LockOutlined />}
                  autoComplete="current-password"
                  placeholder={t('account.login.password.placeholder')}
                  aria-label={t('account.login.password.placeholder')}
                />
              </Form.Item>
            </>
          ) : (
            <>
              <Form.Item name="mobile" rules={rules.phone('account.rule.phone.required')}>
                <Input
                  prefix={<MobileOutlined />}
                  autoComplete="tel"
                  placeholder={t('account.login.mobile.placeholder')}
                  aria-label={t('account.login.mobile.placeholder')}
                />
              </Form.Item>
              <Form.Item>
                <Space.Compact block>
                  <Form.Item
                    name="captcha"
                    noStyle
                    rules={[
                      { required: true, message: t('account.rule.captcha.required') },
                      { pattern: CAPTCHA_PATTERN, message: t('account.rule.captcha.pattern') },
                    ]}
                  >
                    <Input
                      prefix={<LockOutlined />}
                      autoComplete="one-time-code"
                      maxLength={6}
                      placeholder={t('account.login.captcha.placeholder')}
                      aria-label={t('account.login.captcha.placeholder')}
                    />
                  </Form.Item>
                  <CaptchaButton send={sendCaptcha} />
                </Space.Compact>
              </Form.Item>
            </>
          )}
          <div className={styles.links}>
            <Form.Item name="autoLogin" valuePropName="checked" noStyle>
              <Checkbox>{t('account.login.remember')}</Checkbox>
            </Form.Item>
            <Link to={forgotPasswordPath} className={styles.forgot}>
              {t('account.login.forgot')}
            </Link>
          </div>
          <Form.Item>
            <Button type="primary" htmlType="submit" block loading={signingIn}>
              {t('account.login.submit')}
            </Button>
          </Form.Item>
        </Form>
        <div className={styles.inText}>
          {t('account.login.noAccount')} <Link to={registerPath}>{t('account.login.toRegister')}</Link>
        </div>
      </div>
    </div>
  );
}
