import type { Localized } from './localize';
import { HOTEL_NIGHTS, MILESTONES as M, seasonText, SUBSIDISED_PEOPLE } from './seasonText';

const zh = seasonText('zh-CN');
const en = seasonText('en-US');

/** The five steps every new participant goes through; each one names the page that does it. */
export type WelcomeStepKey = 'register' | 'evpi' | 'team' | 'enrol' | 'attend';

export interface WelcomeStep {
  key: WelcomeStepKey;
  title: string;
  /** When the step is due, shown next to the title. */
  when: string;
  description: string;
  checklist: string[];
  to: string;
}

export interface WelcomeContent {
  intro: string;
  steps: WelcomeStep[];
  tips: string[];
}

const welcome: Localized<WelcomeContent> = {
  'zh-CN': {
    intro: `欢迎参加 ${zh.year} 国际先进机器人及仿真技术大赛（${zh.edition}）！从注册账号到站上${zh.venue}总决赛的赛场，只需完成以下五个步骤。每一步都有对应的页面，请按顺序完成。`,
    steps: [
      {
        key: 'register',
        title: '注册账号',
        when: `${zh.enrolmentOpens}起`,
        description:
          '每名学生和指导教师都需要一个独立账号。请使用常用邮箱注册，组委会的所有通知都会发送到这个邮箱。',
        checklist: ['准备一个常用邮箱', '设置一个未在其他网站使用过的强密码', '阅读并同意大赛规则'],
        to: '/account/Register',
      },
      {
        key: 'evpi',
        title: '完善个人信息',
        when: '注册后尽快完成',
        description:
          '填写与证件一致的姓名、出生日期、学校和证件信息。这些信息用于核验参赛资格、制作参赛证件和办理签证邀请函。',
        checklist: ['姓名与护照或身份证件一致', `出生日期（${zh.ageRule}）`, '学校名称与年级'],
        to: '/account/Evpi',
      },
      {
        key: 'team',
        title: '创建或加入队伍',
        when: `${zh.enrolmentClosesOn}前`,
        description: `队长创建队伍后会得到邀请码，其他队员用邀请码加入。一支队伍由 ${zh.teamSize}组成。`,
        checklist: ['确定队长和队伍名称', `邀请 ${zh.teammates} 名队友加入`, '如有需要，邀请指导教师加入'],
        to: '/account/Team',
      },
      {
        key: 'enrol',
        title: '提交赛事报名',
        when: `${zh.enrolmentCloses}（${zh.timeZone}）前`,
        description: `队伍人数满足要求后，由队长选择赛道与组别并提交报名。报名后仍可在 ${zh.date(M.rosterCloses, { year: false })}前修改队员名单。`,
        checklist: [
          '选择一个赛道：水下机器人、地面漫游车、空中机器人或仿真',
          '确认组别：青少年组或公开组',
          '未成年队员上传监护人同意书',
        ],
        to: '/EnrollFor',
      },
      {
        key: 'attend',
        title: '参加比赛',
        when: zh.competitionMonths,
        description: `按期提交技术文档，仿真队伍参加 ${zh.qualifierShort}的线上资格赛。入围队伍于 ${zh.date(M.checkIn, { year: false })}到${zh.venue}报到，参加 ${zh.finalsShort}的总决赛。`,
        checklist: [
          `${zh.date(M.documentsDue, { year: false })}前提交技术文档`,
          '入围后申请签证邀请函并预订住宿',
          '阅读参赛须知中的运输与报到说明',
        ],
        to: '/Note',
      },
    ],
    tips: [
      `报名免费；总决赛参赛队的住宿由组委会补贴，每队最多 ${SUBSIDISED_PEOPLE} 人 ${HOTEL_NIGHTS} 晚。`,
      '每名学生在一个赛季只能加入一支队伍，每支队伍只能参加一个赛道。',
      '第一次参赛？仿真赛道不需要制作实体机器人，是很好的起点。',
      '遇到问题请先查看规则和参赛须知，再通过 info@example.org 联系秘书处。',
    ],
  },
  'en-US': {
    intro: `Welcome to the ${en.year} International Competition on Advanced Robots and Simulation Technology, the ${en.edition} edition! Five steps take you from your first visit to the World Finals arena at the ${en.venue}. Each step has its own page; please go through them in order.`,
    steps: [
      {
        key: 'register',
        title: 'Register an account',
        when: `From ${en.enrolmentOpens}`,
        description:
          'Every student and advisor needs their own account. Register with an e-mail address you check often: all notices from the Organising Committee go there.',
        checklist: [
          'An e-mail address you check often',
          'A strong password you do not use on any other site',
          'Read and accept the competition rules',
        ],
        to: '/account/Register',
      },
      {
        key: 'evpi',
        title: 'Complete your personal information',
        when: 'As soon as you have registered',
        description:
          'Enter your name, date of birth, school and identity document exactly as on your papers. We use them to check eligibility, print badges and issue visa invitation letters.',
        checklist: [
          'Name as in your passport or identity card',
          `Date of birth (a student must, ${en.ageRule})`,
          'School name and year',
        ],
        to: '/account/Evpi',
      },
      {
        key: 'team',
        title: 'Create or join a team',
        when: `Before ${en.enrolmentClosesOn}`,
        description: `The captain creates the team and receives an invitation code; teammates join with that code. A team has ${en.teamSize}.`,
        checklist: [
          'Choose a captain and a team name',
          `Invite ${en.teammates} teammates`,
          'Invite your advisors, if any',
        ],
        to: '/account/Team',
      },
      {
        key: 'enrol',
        title: 'Enrol your team',
        when: `By ${en.enrolmentCloses} (${en.timeZone})`,
        description: `Once the team is complete, the captain picks a track and division and submits the entry. The roster can still change until ${en.date(M.rosterCloses, { year: false })}.`,
        checklist: [
          'One track: underwater ROV, ground rover, aerial robot or simulation',
          'The division: Junior or Open',
          'Guardian consent forms uploaded for students under 18',
        ],
        to: '/EnrollFor',
      },
      {
        key: 'attend',
        title: 'Compete',
        when: en.competitionMonths,
        description: `Submit your technical documents on time; simulation teams take the online qualifier on ${en.qualifierShort}. Finalists check in at the ${en.venue} on ${en.date(M.checkIn, { year: false })} for the World Finals of ${en.finalsShort}.`,
        checklist: [
          `Technical documents by ${en.date(M.documentsDue, { year: false })}`,
          'Once selected, request visa letters and book accommodation',
          'Read the shipping and check-in sections of the participant notes',
        ],
        to: '/Note',
      },
    ],
    tips: [
      `Entry is free; the Organising Committee subsidises World Finals accommodation for up to ${SUBSIDISED_PEOPLE} people per team for ${HOTEL_NIGHTS} nights.`,
      'A student joins one team per season, and a team enters one track.',
      'First time? The simulation track needs no physical robot and is a great place to start.',
      'Check the rules and the participant notes first, then write to the Secretariat at info@example.org.',
    ],
  },
};

export default welcome;
