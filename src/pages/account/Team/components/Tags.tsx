import { FormattedMessage } from '@umijs/max';
import { Tag } from 'antd';
import React from 'react';

const ENROLMENT_COLOURS: Record<API.EnrolmentStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

/** A team's enrolment status; no enrolment yet reads "not enrolled". */
export function EnrolmentStatusTag({ status }: { status: API.EnrolmentStatus | null | undefined }) {
  if (!status) {
    return (
      <Tag>
        <FormattedMessage id="enrol.status.none" />
      </Tag>
    );
  }
  return (
    <Tag color={ENROLMENT_COLOURS[status]}>
      <FormattedMessage id={`enrol.status.${status}`} />
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
  present: 'success',
  late: 'warning',
  absent: 'error',
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
