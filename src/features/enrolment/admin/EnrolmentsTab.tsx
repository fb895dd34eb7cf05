import { DownloadOutlined } from '@ant-design/icons';
import {
  ModalForm,
  ProFormTextArea,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components';
import { Alert, Button, Popconfirm, Space, Tooltip, message } from 'antd';
import React, { useRef, useState } from 'react';
import { REVIEW_NOTE_MAX_LENGTH } from '@common/limits';
import type * as API from '@common/contract';
import { EnrolmentStatusTag } from '@/features/teams/Tags';
import {
  enrolmentsCsvUrl,
  queryAdminEnrolments,
  reviewEnrolment,
  reviewEnrolments,
} from '@/features/admin/services/admin';
import { useCompetitionColumns } from './competitionOptions';
import {
  ENROLMENT_STATUSES,
  toSorter,
  useActionsFixed,
  useNarrowScreen,
  useT,
  valueEnum,
} from '@/features/admin/options';
import { formModalProps } from '@/features/admin/formModal';

type Filters = API.EnrolmentQuery;
type Decision = API.EnrolmentReview['status'];

/** Only a pending enrolment is approved; a pending or waitlisted one can be rejected. */
const canApprove = (e: API.EnrolmentView) => e.status === 'pending';
const canReject = (e: API.EnrolmentView) => e.status === 'pending' || e.status === 'waitlisted';

/**
 * Competition enrolment review: approve or reject what team leaders submitted, one at a time or
 * several selected rows at once, and download a competition's enrolments as CSV.
 */
export default function EnrolmentsTab() {
  const t = useT();
  const actionsFixed = useActionsFixed();
  const narrow = useNarrowScreen();
  const actionRef = useRef<ActionType>();
  const competitionColumns = useCompetitionColumns<API.EnrolmentView>();
  const [competitionId, setCompetitionId] = useState<number>();
  const [selected, setSelected] = useState<API.EnrolmentView[]>([]);
  const [rejecting, setRejecting] = useState<API.EnrolmentView>();
  const [batch, setBatch] = useState<Decision>();
  const [refused, setRefused] = useState<string[]>([]);

  const reload = () => actionRef.current?.reload();

  const review = async (enrolment: API.EnrolmentView, body: API.EnrolmentReview) => {
    try {
      await reviewEnrolment(enrolment.id, body);
      message.success(
        t(body.status === 'approved' ? 'admin.enrolments.approved' : 'admin.enrolments.rejected'),
      );
      reload();
      return true;
    } catch {
      return false;
    }
  };

  /** Decides every selected enrolment; those a rule stopped are listed above the table. */
  const reviewSelected = async (status: Decision, reviewNote?: string) => {
    const note = reviewNote?.trim();
    try {
      const { data } = await reviewEnrolments({
        ids: selected.map((e) => e.id),
        status,
        ...(note ? { reviewNote: note } : {}),
      });
      const names = new Map(selected.map((e) => [e.id, e.teamName]));
      message.success(t('admin.enrolments.batch.done', { count: data?.reviewed.length ?? 0 }));
      setRefused((data?.refused ?? []).map((r) => `${names.get(r.id) ?? `#${r.id}`}: ${r.message}`));
      setSelected([]);
      actionRef.current?.clearSelected?.();
      reload();
      return true;
    } catch {
      return false;
    }
  };

  const columns: ProColumns<API.EnrolmentView>[] = [
    ...competitionColumns,
    { title: t('admin.enrolments.team'), dataIndex: 'teamName', search: false, sorter: true },
    { title: t('admin.enrolments.leader'), dataIndex: 'leaderName', search: false, responsive: ['md'] },
    { title: t('admin.enrolments.members'), dataIndex: 'memberCount', search: false, width: 90 },
    {
      title: t('admin.field.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: valueEnum(t, ENROLMENT_STATUSES, 'enrol.status.'),
      render: (_, e) => <EnrolmentStatusTag status={e.status} position={e.waitlistPosition} />,
    },
    {
      title: t('admin.enrolments.createdAt'),
      dataIndex: 'createdAt',
      valueType: 'dateTime',
      search: false,
      sorter: true,
    },
    {
      title: t('admin.enrolments.reviewedAt'),
      dataIndex: 'reviewedAt',
      valueType: 'dateTime',
      search: false,
      sorter: true,
      responsive: ['xl'],
    },
    {
      title: t('admin.enrolments.reviewNote'),
      dataIndex: 'reviewNote',
      search: false,
      ellipsis: true,
      responsive: ['lg'],
    },
    {
      title: t('admin.column.actions'),
      valueType: 'option',
      fixed: actionsFixed,
      render: (_, e) => (
        <Space size={0}>
          {canApprove(e) && (
            <Popconfirm
              title={t('admin.enrolments.approve.confirm', { name: e.teamName })}
              onConfirm={() => review(e, { status: 'approved' })}
              okText={t('admin.action.confirm')}
              cancelText={t('admin.action.cancel')}
            >
              <Button type="link" size="small">
                {t('admin.enrolments.approve')}
              </Button>
            </Popconfirm>
          )}
          {canReject(e) && (
            <Button type="link" size="small" danger onClick={() => setRejecting(e)}>
              {t('admin.enrolments.reject')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const csv = competitionId ? enrolmentsCsvUrl(competitionId) : undefined;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {refused.length > 0 && (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setRefused([])}
          message={t('admin.enrolments.batch.refused', { count: refused.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {refused.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          }
        />
      )}
      <ProTable<API.EnrolmentView, Filters>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, setting: false, reload: true }}
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: selected.map((e) => e.id),
          onChange: (_, rows) => setSelected(rows.filter(Boolean)),
          getCheckboxProps: (e) => ({
            disabled: !canReject(e),
            'aria-label': t('admin.enrolments.select', { name: e.teamName }),
          }),
        }}
        tableAlertRender={false}
        toolBarRender={() => {
          const buttons = [
            <Button key="approve" disabled={!selected.length} onClick={() => setBatch('approved')}>
              {t('admin.enrolments.batch.approve', { count: selected.length })}
            </Button>,
            <Button key="reject" danger disabled={!selected.length} onClick={() => setBatch('rejected')}>
              {t('admin.enrolments.batch.reject', { count: selected.length })}
            </Button>,
            <Tooltip key="csv" title={csv ? undefined : t('admin.enrolments.csv.pick')}>
              <Button icon={<DownloadOutlined />} href={csv} download disabled={!csv}>
                {t('admin.enrolments.csv')}
              </Button>
            </Tooltip>,
          ];
          // On a phone the buttons do not fit in one row: they wrap instead of widening the page.
          return narrow
            ? [
                <Space key="actions" wrap>
                  {buttons}
                </Space>,
              ]
            : buttons;
        }}
        request={async ({ current, pageSize, keyword, competitionId: chosen, status }, sort) => {
          const competition = chosen ? Number(chosen) : undefined;
          setCompetitionId(competition);
          const { data } = await queryAdminEnrolments({
            current,
            pageSize,
            keyword,
            competitionId: competition,
            status,
            ...toSorter(sort),
          });
          return { data: data?.list ?? [], total: data?.total ?? 0, success: true };
        }}
        onRequestError={() => undefined}
      />
      <ModalForm<{ reviewNote?: string }>
        key={rejecting?.id}
        // Each dialog's ids are its own: both have a review note, and an opened dialog stays in the page.
        name="reject"
        title={t('admin.enrolments.reject.title', { name: rejecting?.teamName ?? '' })}
        open={Boolean(rejecting)}
        width={520}
        modalProps={formModalProps(() => setRejecting(undefined))}
        onFinish={async ({ reviewNote }) => {
          if (!rejecting) return true;
          const done = await review(rejecting, { status: 'rejected', reviewNote: reviewNote?.trim() });
          if (done) setRejecting(undefined);
          return done;
        }}
      >
        <ProFormTextArea
          name="reviewNote"
          label={t('admin.enrolments.reviewNote')}
          placeholder={t('admin.enrolments.reviewNote.placeholder')}
          rules={[{ required: true, whitespace: true, message: t('admin.enrolments.reviewNote.required') }]}
          fieldProps={{ maxLength: REVIEW_NOTE_MAX_LENGTH, showCount: true, autoSize: { minRows: 3 } }}
        />
      </ModalForm>
      <ModalForm<{ reviewNote?: string }>
        key={batch}
        name="batch"
        title={t(
          batch === 'rejected'
            ? 'admin.enrolments.batch.reject.title'
            : 'admin.enrolments.batch.approve.title',
          {
            count: selected.length,
          },
        )}
        open={Boolean(batch)}
        width={520}
        submitter={{
          searchConfig: {
            submitText: t(batch === 'rejected' ? 'admin.enrolments.reject' : 'admin.enrolments.approve'),
          },
          submitButtonProps: { danger: batch === 'rejected' },
        }}
        modalProps={formModalProps(() => setBatch(undefined))}
        onFinish={async ({ reviewNote }) => {
          if (!batch) return true;
          const done = await reviewSelected(batch, reviewNote);
          if (done) setBatch(undefined);
          return done;
        }}
      >
        <ProFormTextArea
          name="reviewNote"
          label={t('admin.enrolments.reviewNote')}
          placeholder={t('admin.enrolments.batch.note.placeholder')}
          fieldProps={{ maxLength: REVIEW_NOTE_MAX_LENGTH, showCount: true, autoSize: { minRows: 3 } }}
        />
      </ModalForm>
    </Space>
  );
}
