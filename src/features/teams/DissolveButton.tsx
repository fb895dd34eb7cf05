import { history, useIntl } from '@umijs/max';
import { Button, Modal, message } from 'antd';
import React from 'react';
import type * as API from '@common/contract';
import { violationsOf } from '@/features/teams/errors';
import { dissolveTeam } from '@/features/teams/services/team';

interface DissolveButtonProps {
  team: API.TeamView;
  /** The rules a refusal broke, for the page to list. */
  onRefused?: (violations: API.RuleViolation[]) => void;
}

/** The leader dissolves the team after a confirmation dialog that says what it costs. */
export default function DissolveButton({ team, onRefused }: DissolveButtonProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [modal, holder] = Modal.useModal();

  const confirm = () =>
    modal.confirm({
      title: t('team.dissolve.title', { name: team.name }),
      content: t(team.enrolmentId ? 'team.dissolve.confirmEnrolled' : 'team.dissolve.confirm'),
      okText: t('team.dissolve.ok'),
      okButtonProps: { danger: true },
      cancelText: t('team.action.cancel'),
      onOk: async () => {
        try {
          await dissolveTeam(team.id);
          message.success(t('team.dissolve.done', { name: team.name }));
          history.push('/account/Team');
        } catch (failure) {
          // The request module showed the summary; the page lists the rules.
          onRefused?.(violationsOf(failure));
        }
      },
    });

  return (
    <>
      <Button danger onClick={confirm}>
        {t('team.action.dissolve')}
      </Button>
      {holder}
    </>
  );
}
