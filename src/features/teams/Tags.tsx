import { FormattedMessage } from '@umijs/max';
import { Tag } from 'antd';
import React from 'react';
import type * as API from '@common/contract';

/*
 * Tags take palette colours, not antd's status colours (success, warning…): a status tag writes in
 * the bright status colour, under WCAG AA's 4.5:1 on its pale background; the theme darkens the
 * palette shades tags write in.
 */
const ENROLMENT_COLOURS: Record<API.EnrolmentStatus, string> = {
  pending: 'blue',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'default',
  waitlisted: 'orange',
};

/**
 * A team's enrolment status; no enrolment yet reads "not enrolled". A waitlisted team also sees its
 * place on the waiting list when the server gave it.
 */
export function EnrolmentStatusTag({
  status,
  position,
}: {
  status: API.EnrolmentStatus | null | undefined;
  position?: number | null;
}) {
  if (!status) {
    return (
      <Tag>
        <FormattedMessage id="enrol.status.none" />
      </Tag>
    );
  }
  return (
    <Tag color={ENROLMENT_COLOURS[status]}>
      {status === 'waitlisted' && position ? (
        <FormattedMessage id="enrol.status.waitlisted.position" values={{ position }} />
      ) : (
        <FormattedMessage id={`enrol.status.${status}`} />
      )}
    </Tag>
  );
}

const WINDOW_COLOURS: Record<API.EnrolmentWindowState, string> = {
  upcoming: 'blue',
  open: 'green',
  full: 'orange',
  closed: 'default',
};

export function WindowStateTag({ state }: { state: API.EnrolmentWindowState }) {
  return (
    <Tag color={WINDOW_COLOURS[state]}>
      <FormattedMessage id={`enrol.window.${state}`} />
    </Tag>
  );
}

const TRACK_COLOURS: Record<API.Competition['track'], string> = {
  underwater: 'geekblue',
  ground: 'volcano',
  aerial: 'cyan',
  simulation: 'purple',
};

export function TrackTag({ track }: { track: API.Competition['track'] }) {
  return (
    <Tag color={TRACK_COLOURS[track]}>
      <FormattedMessage id={`enrol.track.${track}`} />
    </Tag>
  );
}

const ROLE_COLOURS: Record<API.TeamRole, string> = { leader: 'gold', member: 'blue', advisor: 'purple' };

export function RoleTag({ role }: { role: API.TeamRole }) {
  return (
    <Tag color={ROLE_COLOURS[role]}>
      <FormattedMessage id={`team.role.${role}`} />
    </Tag>
  );
}

const ATTENDANCE_COLOURS: Record<API.AttendanceStatus, string> = {
  present: 'green',
  late: 'orange',
  absent: 'red',
  excused: 'default',
};

export function AttendanceStatusTag({ status }: { status: API.AttendanceStatus }) {
  return (
    <Tag color={ATTENDANCE_COLOURS[status]}>
      <FormattedMessage id={`attendance.status.${status}`} />
    </Tag>
  );
}

const SESSION_COLOURS: Record<API.AttendanceSessionView['state'], string> = {
  upcoming: 'blue',
  open: 'green',
  closed: 'default',
};

export function SessionStateTag({ state }: { state: API.AttendanceSessionView['state'] }) {
  return (
    <Tag color={SESSION_COLOURS[state]}>
      <FormattedMessage id={`attendance.state.${state}`} />
    </Tag>
  );
}

const TEAM_ATTENDANCE_COLOURS: Record<API.TeamAttendance['status'], string> = {
  present: 'green',
  incomplete: 'orange',
  absent: 'red',
};

/** A whole team at one session: everyone attended, some did, or nobody did. */
export function TeamAttendanceTag({
  row,
}: {
  row: Pick<API.TeamAttendance, 'status' | 'attended' | 'expected'>;
}) {
  return (
    <Tag color={TEAM_ATTENDANCE_COLOURS[row.status]}>
      <FormattedMessage
        id={`attendance.team.status.${row.status}`}
        values={{ attended: row.attended, expected: row.expected }}
      />
    </Tag>
  );
}
