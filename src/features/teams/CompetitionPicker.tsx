import { useIntl } from '@umijs/max';
import { Empty, Modal, Radio, Space, Spin, Typography, theme } from 'antd';
import React, { useState } from 'react';
import { queryCompetitions } from '@/features/enrolment/services/enrol';
import { rangeText } from '@/features/teams/format';
import { TrackTag, WindowStateTag } from '@/features/teams/Tags';
import { useLoader } from '@/features/teams/useLoader';
import styles from './CompetitionPicker.less';

interface CompetitionPickerProps {
  open: boolean;
  /** Competitions the user already has a team in: one team per competition. */
  taken: number[];
  onCancel: () => void;
  onPick: (competitionId: number) => void;
}

/** Asks which competition a new team is for; closed ones and those the user is already in are greyed out. */
export default function CompetitionPicker({ open, taken, onCancel, onPick }: CompetitionPickerProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const [chosen, setChosen] = useState<number>();
  const { data, loading } = useLoader(() => queryCompetitions(), []);
  const list = data?.list ?? [];
  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'team.create.pick.title' })}
      okText={intl.formatMessage({ id: 'team.create.pick.ok' })}
      okButtonProps={{ disabled: !chosen }}
      onOk={() => chosen && onPick(chosen)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Spin spinning={loading}>
        {!loading && !list.length && <Empty description={intl.formatMessage({ id: 'enrol.list.empty' })} />}
        <Radio.Group className={styles.options} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          {list.map((c) => {
            const mine = taken.includes(c.id);
            return (
              <Radio
                key={c.id}
                value={c.id}
                disabled={mine || c.windowState === 'closed'}
                className={styles.option}
                style={{
                  border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
                  borderRadius: token.borderRadiusLG,
                }}
              >
                <Space direction="vertical" size={2}>
                  <Typography.Text strong>{c.name}</Typography.Text>
                  <Space size={4} wrap>
                    <TrackTag track={c.track} />
                    <WindowStateTag state={c.windowState} />
                    <Typography.Text type="secondary">
                      {intl.formatMessage(
                        { id: 'enrol.window.range' },
                        { range: rangeText(c.enrolmentOpensAt, c.enrolmentClosesAt) },
                      )}
                    </Typography.Text>
                  </Space>
                  {mine && (
                    <Typography.Text type="warning">
                      {intl.formatMessage({ id: 'team.create.pick.taken' })}
                    </Typography.Text>
                  )}
                </Space>
              </Radio>
            );
          })}
        </Radio.Group>
      </Spin>
    </Modal>
  );
}
