import { ModalForm, ProFormText } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import type { FormRule } from 'antd';
import React from 'react';

interface EditValueModalProps {
  title: React.ReactNode;
  label: React.ReactNode;
  trigger: React.ReactElement;
  initialValue: string | null;
  rules?: FormRule[];
  /** When the value may be removed, an empty field saves null. */
  optional?: boolean;
  inputType?: 'text' | 'email' | 'tel';
  /** Resolves true when saved, which closes the dialog. */
  onSave: (value: string | null) => Promise<boolean>;
}

/** A small dialog that edits one setting. */
export default function EditValueModal({
  title,
  label,
  trigger,
  initialValue,
  rules = [],
  optional = false,
  inputType = 'text',
  onSave,
}: EditValueModalProps) {
  const intl = useIntl();
  return (
    <ModalForm<{ value?: string }>
      title={title}
      trigger={trigger}
      width={440}
      initialValues={{ value: initialValue ?? '' }}
      // Closing drops what was typed: the next opening starts again from the saved value.
      modalProps={{ destroyOnHidden: true }}
      preserve={false}
      submitter={{
        searchConfig: {
          submitText: intl.formatMessage({ id: 'account.save' }),
          resetText: intl.formatMessage({ id: 'account.cancel' }),
        },
      }}
      onFinish={({ value }) => onSave(value?.trim() || null)}
    >
      <ProFormText
        name="value"
        label={label}
        fieldProps={{ type: inputType }}
        extra={optional ? intl.formatMessage({ id: 'account.settings.clearHint' }) : undefined}
        rules={[
          ...(optional
            ? []
            : [
                {
                  required: true,
                  whitespace: true,
                  message: intl.formatMessage({ id: 'account.rule.value.required' }),
                },
              ]),
          ...rules,
        ]}
      />
    </ModalForm>
  );
}
