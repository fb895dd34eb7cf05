import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Link, history, useIntl, useLocation, useModel } from '@umijs/max';
import { Alert, Button, Segmented, theme } from 'antd';
// The pieces the form shows from their own modules, not from antd's barrel, whose Input brings the
// text area, search and OTP, Checkbox its group and Space the spacing component.
import Checkbox from 'antd/es/checkbox/Checkbox';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import Compact from 'antd/es/space/Compact';
import React, { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { getCaptcha, login } from '@/features/accounts/services/login';
import { SECOND_FACTOR_PATTERN } from '@common/limits';
import type * as API from '@common/contract';
import { toast } from '@/utils/feedback';
import { forgotPasswordPath, registerPath, safeRedirect } from '@/utils/paths';
import { afterInitialStateUpdate } from '@/utils/session';
import { phoneRules, requiredRule } from '@/features/accounts/shared/validation';
import CaptchaButton from '@/features/accounts/signIn/CaptchaButton';
import { describeLoginFailure, type LoginFailure, type LoginType } from '@/features/accounts/signIn/failure';
import Field from '@/features/accounts/signIn/Field';
import { useFields } from '@/features/accounts/signIn/fields';
import styles from '@/features/accounts/signIn/index.less';

// Few visitors of the sign-in page are signed in already: their answer loads when they come.
const SignedIn = lazy(() => import('@/features/accounts/signIn/SignedIn'));

type LoginField = 'username' | 'password' | 'mobile' | 'captcha';
type LoginValues = Record<LoginField, string> & { autoLogin: boolean };

const FIELDS_OF: Record<LoginType, LoginField[]> = {
  account: ['username', 'password'],
  mobile: ['mobile', 'captcha'],
};

const CAPTCHA_PATTERN = /^[0-9]{6}$/;
const SECOND_FACTOR = new RegExp(SECOND_FACTOR_PATTERN);

const toParams = (type: LoginType, values: LoginValues): API.LoginParams =>
  type === 'account'
    ? {
        type,
        username: values.username.trim(),
        password: values.password,
        autoLogin: values.autoLogin,
      }
    : {
        type,
        mobile: values.mobile.trim(),
        captcha: values.captcha.trim(),
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
  const location = useLocation();
  const { initialState, setInitialState } = useModel('@@initialState');
  const { token } = theme.useToken();
  const [type, setType] = useState<LoginType>('account');
  const [autoLogin, setAutoLogin] = useState(true);
  const [failure, setFailure] = useState<LoginFailure>();
  // While this form signs someone in, it stays on screen until the redirect instead of the signed-in result.
  const [signingIn, setSigningIn] = useState(false);
  // The first step's answer was totp-required: the same login waits for a code from the app.
  const [awaitingCode, setAwaitingCode] = useState<API.LoginParams>();
  const query = new URLSearchParams(location.search);
  const fields = useFields<LoginField>(
    {
      username: [requiredRule(t, 'account.rule.username.required')],
      password: [{ required: true, message: t('account.rule.password.required') }],
      mobile: phoneRules(t, 'account.rule.phone.required'),
      captcha: [
        { required: true, message: t('account.rule.captcha.required') },
        { pattern: CAPTCHA_PATTERN, message: t('account.rule.captcha.pattern') },
      ],
    },
    { username: query.get('username') ?? undefined },
  );
  const codeFields = useFields<'totp'>({
    totp: [
      requiredRule(t, 'twoFactor.rule.code.required'),
      { pattern: SECOND_FACTOR, message: t('twoFactor.rule.code.pattern') },
    ],
  });
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
      if (params.totp) codeFields.reset(['totp']);
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = fields.validate(FIELDS_OF[type]);
    if (values) signIn(toParams(type, { ...values, autoLogin }));
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const values = codeFields.validate(['totp']);
    if (values && awaitingCode) signIn({ ...awaitingCode, totp: values.totp.trim() });
  };

  const sendCaptcha = async () => {
    // An invalid number shows under its field; a refused one is toasted by the request module.
    // Either way this throws, and the button does not count down.
    const checked = fields.validate(['mobile']);
    if (!checked) throw new Error('The phone number is refused');
    await getCaptcha(checked.mobile.trim());
    toast.success(t('account.captcha.sent'));
  };

  // The layout of ProComponents' LoginForm, without its form library (./fields.ts): a visitor's first
  // page should not download ProComponents, or antd's Form, for four fields.
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
          <form noValidate onSubmit={submitCode}>
            <h2 className={styles.stepTitle} style={{ color: token.colorTextHeading }}>
              {t('twoFactor.login.title')}
            </h2>
            <p style={{ color: token.colorTextSecondary }}>{t('twoFactor.login.hint')}</p>
            {failure && <FailureAlert failure={failure} />}
            <Field name="totp" error={codeFields.errors.totp}>
              <Input
                {...codeFields.input('totp')}
                size="large"
                prefix={<SafetyOutlined />}
                autoComplete="one-time-code"
                autoFocus
                maxLength={24}
                placeholder={t('twoFactor.login.placeholder')}
                aria-label={t('twoFactor.login.placeholder')}
              />
            </Field>
            <div className={styles.field}>
              <Button type="primary" htmlType="submit" size="large" block loading={signingIn}>
                {t('account.login.submit')}
              </Button>
            </div>
            <Button
              type="link"
              size="large"
              block
              onClick={() => {
                setAwaitingCode(undefined);
                setFailure(undefined);
              }}
            >
              {t('twoFactor.login.back')}
            </Button>
          </form>
        )}
        <form noValidate hidden={awaitingCode !== undefined} onSubmit={submit}>
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
              fields.forget(FIELDS_OF[type]);
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
              <Field name="username" error={fields.errors.username}>
                <Input
                  {...fields.input('username')}
                  size="large"
                  prefix={<UserOutlined />}
                  autoComplete="username"
                  placeholder={t('account.login.username.placeholder')}
                  aria-label={t('account.login.username.placeholder')}
                />
              </Field>
              <Field name="password" error={fields.errors.password}>
                <Password
                  {...fields.input('password')}
                  size="large"
                  prefix={<LockOutlined />}
                  autoComplete="current-password"
                  placeholder={t('account.login.password.placeholder')}
                  aria-label={t('account.login.password.placeholder')}
                />
              </Field>
            </>
          ) : (
            <>
              <Field name="mobile" error={fields.errors.mobile}>
                <Input
                  {...fields.input('mobile')}
                  size="large"
                  prefix={<MobileOutlined />}
                  autoComplete="tel"
                  placeholder={t('account.login.mobile.placeholder')}
                  aria-label={t('account.login.mobile.placeholder')}
                />
              </Field>
              <Field name="captcha" error={fields.errors.captcha}>
                <Compact block>
                  <Input
                    {...fields.input('captcha')}
                    size="large"
                    prefix={<LockOutlined />}
                    autoComplete="one-time-code"
                    maxLength={6}
                    placeholder={t('account.login.captcha.placeholder')}
                    aria-label={t('account.login.captcha.placeholder')}
                  />
                  <CaptchaButton send={sendCaptcha} />
                </Compact>
              </Field>
            </>
          )}
          <div className={styles.links}>
            <Checkbox checked={autoLogin} onChange={(event) => setAutoLogin(event.target.checked)}>
              {t('account.login.remember')}
            </Checkbox>
            <Link to={forgotPasswordPath} className={styles.forgot}>
              {t('account.login.forgot')}
            </Link>
          </div>
          <div className={styles.field}>
            <Button type="primary" htmlType="submit" size="large" block loading={signingIn}>
              {t('account.login.submit')}
            </Button>
          </div>
        </form>
        <div className={styles.inText}>
          {t('account.login.noAccount')} <Link to={registerPath}>{t('account.login.toRegister')}</Link>
        </div>
      </div>
    </div>
  );
}
