import {
  ModalForm,
  ProFormTextArea,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components';
import { Button, Popconfirm, Space, message } from 'antd';
import React, { useCallback, useRef, useState } from 'react';
import { EnrolmentStatusTag } from '@/pages/account/Team/components/Tags';
import { adminCompetitions, queryAdminEnrolments, reviewEnrolment } from '@/services/admin';
import { ENROLMENT_STATUSES, useT, valueEnum } from './options';

type Filters = API.EnrolmentQuery;

/** Competition enrolment review: approve or reject what team leaders submitted. */
export default function EnrolmentsTab() {
  const t = useT();
  const actionRef = useRef<ActionType>();
  const [rejecting, setRejecting] = useState<API.EnrolmentView>();

  const competitionOptions = useCallback(async () => {
    try {
      const { data } = await adminCompetitions.list({ current: 1, pageSize: 100 });
      return (data?.list ?? []).map((c) => ({ label: c.name, value: c.id }));
    } catch {
      return [];
    }
  }, []);

  const review = async (enrolment: API.EnrolmentView, body: API.EnrolmentReview) => {
    try {
      await reviewEnrolment(enrolment.id, body);
      message.success(
        t(body.status === 'approved' ? 'admin.enrolments.approved' : 'admin.enrolments.rejected'),
      );
      actionRef.current?.reload();
      return true;
    } catch {
      return false;
    }
  };

  const columns: ProColumns<API.EnrolmentView>[] = [
    { title: t('admin.field.keyword'), dataIndex: 'keyword', hideInTable: true },
    {
      title: t('admin.field.competition'),
      dataIndex: 'competitionId',
      valueType: 'select',
      request: competitionOptions,
      render: (_, e) => e.competitionName,
    },
    { title: t('admin.enrolments.team'), dataIndex: 'teamName', search: false },
    { title: t('admin.enrolments.leader'), dataIndex: 'leaderName', search: false },
    { title: t('admin.enrolments.members'), dataIndex: 'memberCount', search: false, width: 90 },
    {
      title: t('admin.field.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: valueEnum(t, ENROLMENT_STATUSES, 'enrol.status.'),
      render: (_, e) => <EnrolmentStatusTag status={e.status} />,
    },
    { title: t('admin.enrolments.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime', search: false },
    {
      title: t('admin.enrolments.reviewedAt'),
      dataIndex: 'reviewedAt',
      valueType: 'dateTime',
      search: false,
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
      fixed: 'right',
      render: (_, e) => (
        <Space size={0}>
          {(e.status === 'pending' || e.status === 'rejected') && (
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
          {(e.status === 'pending' || e.status === 'approved') && (
            <Button type="link" size="small" danger onClick={() => setRejecting(e)}>
              {t('admin.enrolments.reject')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ProTable<API.EnrolmentView, Filters>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, setting: false, reload: true }}
        request={async ({ current, pageSize, keyword, competitionId, status }) => {
          const { data } = await queryAdminEnrolments({ current, pageSize, keyword, competitionId, status });
          return { data: data?.list ?? [], total: data?.total ?? 0, success: true };
        }}
        onRequestError={() => undefined}
      />
      <ModalForm<{ reviewNote?: string }>
        key={rejecting?.id}
        title={t('admin.enrolments.reject.title', { name: rejecting?.teamName ?? '' })}
        open={Boolean(rejecting)}
        width={520}
        modalProps={{ destroyOnHidden: true, onCancel: () => setRejecting(undefined) }}
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
          fieldProps={{ maxLength: 500, showCount: true, autoSize: { minRows: 3 } }}
        />
      </ModalForm>
    </>
  );
}
