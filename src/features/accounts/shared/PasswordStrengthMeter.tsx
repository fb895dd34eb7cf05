import { useIntl } from '@umijs/max';
import { Progress, Typography, theme } from 'antd';
import React from 'react';
import { passwordStrength, type PasswordStrength } from '@common/passwordStrength';

const PERCENT: Record<PasswordStrength, number> = { weak: 34, medium: 67, strong: 100 };

function useStrengthColour(strength: PasswordStrength) {
  const { token } = theme.useToken();
  return { weak: token.colorError, medium: token.colorWarning, strong: token.colorSuccess }[strength];
}

/** A password strength in words, in its colour: weak, medium or strong. */
export function StrengthLabel({ strength }: { strength: PasswordStrength }) {
  const intl = useIntl();
  const colour = useStrengthColour(strength);
  return (
    <Typography.Text style={{ color: colour }} data-testid="strength-label">
      {intl.formatMessage({ id: `account.password.strength.${strength}` })}
    </Typography.Text>
  );
}

/** The live meter under a new-password field; silent until something is typed. */
export default function PasswordStrengthMeter({ password }: { password: string }) {
  const intl = useIntl();
  const strength = passwordStrength(password);
  const colour = useStrengthColour(strength);
  if (!password)
    return (
      <Typography.Text type="secondary">
        {intl.formatMessage({ id: 'account.password.hint' })}
      </Typography.Text>
    );
  return (
    <div aria-live="polite" data-testid="password-strength" data-strength={strength}>
      <Progress
        aria-label={intl.formatMessage({ id: 'account.password.strength.title' })}
        percent={PERCENT[strength]}
        steps={3}
        size={[56, 6]}
        showInfo={false}
        strokeColor={colour}
      />
      <div>
        {intl.formatMessage({ id: 'account.password.strength.title' })} <StrengthLabel strength={strength} />
      </div>
      {strength === 'weak' && (
        <Typography.Text type="secondary">
          {intl.formatMessage({ id: 'account.password.hint' })}
        </Typography.Text>
      )}
    </div>
  );
}
