import {
  ModalForm,
  ProTable,
  type ActionType,
  type ProColumns,
  type ProTableProps,
} from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Button, Popconfirm, Space, message, type FormProps } from 'antd';
import type { Dayjs } from 'dayjs';
import React, { useRef, useState } from 'react';
import type * as API from '@common/contract';
import type { Envelope } from '@/utils/request';
import { toSorter, useActionsFixed } from './options';
import { formModalProps } from './formModal';

export type FormValues = Record<string, unknown>;

/**
 * What the table hands a resource's list: the admin lists' filters, and the content lists' `category`
 * and `status` (a toolbar's fixed category, a search form's field). Each resource reads the ones it has.
 */
export type TableQuery = API.AdminQuery & { category?: string; status?: string };

/**
 * What the table needs of a resource (the factories in services/admin make these). Methods, so a
 * resource whose list takes narrower filters (content: `status`, `missing`) fits too.
 */
export interface TableResource<T, Input> {
  list(params: TableQuery): Promise<Envelope<API.Page<T>>>;
  create(input: Input): Promise<unknown>;
  update(id: number, input: Input): Promise<unknown>;
  remove(id: number): Promise<unknown>;
}

export interface ResourceTableProps<T extends { id: number }, Input, Values extends FormValues> {
  resource: TableResource<T, Input>;
  /** Columns of the table and of its search form; the edit/delete column is added here. */
  columns: ProColumns<T>[];
  /** The fields of the create/edit form. */
  fields: React.ReactNode;
  /** What a new item starts with, and how an existing one fills the form. */
  blank: () => Partial<Values>;
  toValues: (item: T) => Partial<Values>;
  toInput: (values: Values) => Input;
  /** Names the item in the delete confirmation and the form title. */
  nameOf: (item: T) => string;
  /** Fixed list filters outside the search form (e.g. a category chosen in the toolbar). */
  params?: TableQuery;
  toolbar?: ProTableProps<T, TableQuery>['toolbar'];
  expandable?: ProTableProps<T, TableQuery>['expandable'];
  formWidth?: number;
  /** More actions of a row, before edit and delete; `reload` refreshes the table after them. */
  rowActions?: (item: T, reload: () => void) => React.ReactNode;
  /** Buttons next to "New" in the toolbar. */
  toolbarExtra?: React.ReactNode[];
  /** Hides "New" (e.g. until a filter the new item needs is chosen). */
  canCreate?: boolean;
  /** When the form refuses to submit (e.g. to show the tab that holds the first error). */
  onFinishFailed?: FormProps<Values>['onFinishFailed'];
}

/** Instants travel as ISO strings; a plain date stays a calendar day. */
const dateFormatter = (value: Dayjs, valueType: string) =>
  valueType === 'date' ? value.format('YYYY-MM-DD') : value.toISOString();

/**
 * One admin resource as a table: search, pagination, create and edit in a modal form, delete behind
 * a confirmation. Failures are reported by the request module; the form simply stays open.
 */
export default function ResourceTable<T extends { id: number }, Input, Values extends FormValues>(
  props: ResourceTableProps<T, Input, Values>,
) {
  const {
    resource,
    columns,
    fields,
    blank,
    toValues,
    toInput,
    nameOf,
    params,
    toolbar,
    expandable,
    formWidth,
    rowActions,
    toolbarExtra = [],
    canCreate = true,
    onFinishFailed,
  } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const actionRef = useRef<ActionType>();
  const [editing, setEditing] = useState<T | 'new'>();
  const actionsFixed = useActionsFixed();

  const save = async (values: Values) => {
    try {
      const input = toInput(values);
      if (editing === 'new') await resource.create(input);
      else if (editing) await resource.update(editing.id, input);
      message.success(t('admin.saved'));
      setEditing(undefined);
      actionRef.current?.reload();
      return true;
    } catch {
      return false;
    }
  };

  const remove = async (item: T) => {
    try {
      await resource.remove(item.id);
      message.success(t('admin.deleted'));
      actionRef.current?.reload();
    } catch {
      // Reported by the request module (a refused delete says which rule stopped it).
    }
  };

  const actionColumn: ProColumns<T> = {
    title: t('admin.column.actions'),
    valueType: 'option',
    fixed: actionsFixed,
    render: (_, item) => (
      <Space size={0}>
        {rowActions?.(item, () => actionRef.current?.reload())}
        <Button type="link" size="small" onClick={() => setEditing(item)}>
          {t('admin.action.edit')}
        </Button>
        <Popconfirm
          title={t('admin.delete.confirm', { name: nameOf(item) })}
          onConfirm={() => remove(item)}
          okText={t('admin.action.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('admin.action.cancel')}
        >
          <Button type="link" size="small" danger>
            {t('admin.action.delete')}
          </Button>
        </Popconfirm>
      </Space>
    ),
  };

  return (
    <>
      <ProTable<T, TableQuery>
        rowKey="id"
        actionRef={actionRef}
        columns={[...columns, actionColumn]}
        params={params}
        toolbar={toolbar}
        expandable={expandable}
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, setting: false, reload: true }}
        toolBarRender={() => [
          ...toolbarExtra,
          <Button key="create" type="primary" disabled={!canCreate} onClick={() => setEditing('new')}>
            {t('admin.action.create')}
          </Button>,
        ]}
        // Paging, the search form's filters and the clicked column's order all go to the server.
        request={async (query, sort) => {
          const { data } = await resource.list({ ...query, ...toSorter(sort) });
          return { data: data?.list ?? [], total: data?.total ?? 0, success: true };
        }}
        // The request module already reported the failure; the table keeps its rows.
        onRequestError={() => undefined}
      />
      <ModalForm<Values>
        key={editing === 'new' ? 'new' : editing?.id}
        // Its fields' ids are prefixed: the list's search form above has fields of the same names, and
        // a label must name the field in the dialog, not the filter behind it.
        name="item"
        title={
          editing === 'new'
            ? t('admin.form.create')
            : editing
              ? t('admin.form.edit', { name: nameOf(editing) })
              : ''
        }
        open={editing !== undefined}
        width={formWidth ?? 640}
        initialValues={editing === 'new' ? blank() : editing ? toValues(editing) : undefined}
        dateFormatter={dateFormatter}
        modalProps={formModalProps(() => setEditing(undefined))}
        onFinish={save}
        onFinishFailed={onFinishFailed}
      >
        {fields}
      </ModalForm>
    </>
  );
}
