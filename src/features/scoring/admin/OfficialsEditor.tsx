import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Col,
  Form,
  Row,
  Select,
  Space,
  Table,
  Typography,
  message,
  type TableColumnsType,
} from 'antd';
import React, { useEffect, useRef, useState } from 'react';
import { OFFICIAL_ROLES } from '@common/vocabulary';
import type * as API from '@common/contract';
import { queryUsers } from '@/features/accounts/services/user';
import { useLoader } from '@/features/teams/useLoader';
import { options, useT } from '@/features/admin/options';
import { queryOfficials, saveOfficials } from './services';

/** Typing in the people search asks the members list once it pauses this long. */
const SEARCH_DELAY_MS = 300;

type Person = Pick<API.UserListItem, 'uid' | 'username' | 'nickname'>;

/** Members whose name matches what is typed, from the list the Members tab shows. */
function usePeopleSearch() {
  const [people, setPeople] = useState<Person[]>([]);
  const [searching, setSearching] = useState(false);
  const timer = useRef<number>();
  const round = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const search = (keyword: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(async () => {
      const mine = ++round.current;
      setSearching(true);
      try {
        const { data } = await queryUsers({ current: 1, pageSize: 20, keyword: keyword.trim() || undefined });
        // An answer to an earlier keyword must not replace a newer one's.
        if (mine === round.current) setPeople(data?.list ?? []);
      } catch {
        // Reported by the request module; the options stay as they were.
      } finally {
        if (mine === round.current) setSearching(false);
      }
    }, SEARCH_DELAY_MS);
  };
  return { people, searching, search };
}

const personLabel = (p: Person) => (p.nickname ? `${p.nickname} (${p.username})` : p.username);

/**
 * A competition's officials: people with a role each (referee, head referee, judge). The list is
 * saved whole; the server checks each scoring call against it.
 */
export default function OfficialsEditor({ competitionId }: { competitionId: number }) {
  const t = useT();
  const { data, loading, setData } = useLoader(() => queryOfficials(competitionId), [competitionId]);
  const [rows, setRows] = useState<API.OfficialView[]>([]);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [picked, setPicked] = useState<number>();
  const [role, setRole] = useState<API.OfficialRole>('referee');
  const { people, searching, search } = usePeopleSearch();
  const roleOptions = options(t, OFFICIAL_ROLES, 'admin.scoring.role.');

  useEffect(() => {
    setRows(data ?? []);
    setDirty(false);
  }, [data]);

  const change = (next: API.OfficialView[]) => {
    setRows(next);
    setDirty(true);
  };

  const addPerson = () => {
    const person = people.find((p) => p.uid === picked);
    if (!person) return;
    if (!rows.some((r) => r.uid === person.uid && r.role === role))
      change([...rows, { uid: person.uid, username: person.username, nickname: person.nickname, role }]);
    setPicked(undefined);
  };

  const save = async () => {
    setSaving(true);
    try {
      const { data: saved } = await saveOfficials(competitionId, {
        officials: rows.map(({ uid, role: r }) => ({ uid, role: r })),
      });
      if (saved) setData(saved);
      message.success(t('admin.scoring.officials.saved'));
    } catch {
      // Reported by the request module; the list stays as edited.
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<API.OfficialView> = [
    { title: t('admin.scoring.official'), key: 'person', render: (_, r) => personLabel(r) },
    {
      title: t('admin.scoring.role'),
      key: 'role',
      render: (_, r, index) => (
        <Select<API.OfficialRole>
          aria-label={t('admin.scoring.roleOf', { name: personLabel(r) })}
          value={r.role}
          options={roleOptions}
          style={{ minWidth: 140 }}
          onChange={(value) => change(rows.map((row, i) => (i === index ? { ...row, role: value } : row)))}
        />
      ),
    },
    {
      title: t('admin.column.actions'),
      key: 'actions',
      render: (_, r, index) => (
        <Button
          type="link"
          danger
          size="small"
          icon={<DeleteOutlined />}
          aria-label={t('admin.scoring.remove', { name: personLabel(r) })}
          onClick={() => change(rows.filter((_row, i) => i !== index))}
        >
          {t('admin.scoring.officials.remove')}
        </Button>
      ),
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t('admin.scoring.officials.hint')}</Typography.Paragraph>
      <Form layout="vertical" name="official" component="div">
        <Row gutter={[8, 0]} align="bottom">
          <Col xs={24} md={12}>
            <Form.Item label={t('admin.scoring.officials.person')} htmlFor="official_person">
              <Select<number>
                id="official_person"
                showSearch
                allowClear
                value={picked}
                placeholder={t('admin.scoring.officials.search')}
                filterOption={false}
                onSearch={search}
                onFocus={() => search('')}
                onChange={setPicked}
                loading={searching}
                notFoundContent={t('admin.scoring.officials.none')}
                options={people.map((p) => ({ value: p.uid, label: personLabel(p) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={6}>
            <Form.Item label={t('admin.scoring.role')} htmlFor="official_role">
              <Select<API.OfficialRole>
                id="official_role"
                value={role}
                options={roleOptions}
                onChange={setRole}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={6}>
            <Form.Item>
              <Button icon={<PlusOutlined />} disabled={picked === undefined} onClick={addPerson}>
                {t('admin.scoring.officials.add')}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Table<API.OfficialView>
        rowKey={(r) => `${r.uid}-${r.role}`}
        size="small"
        loading={loading && !data}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{ emptyText: t('admin.scoring.officials.empty') }}
      />
      <Button type="primary" loading={saving} disabled={!dirty} onClick={save}>
        {t('admin.scoring.officials.save')}
      </Button>
    </Space>
  );
}
