import type { Localized } from './localize';

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
    intro:
      '欢迎参加 2026 国际先进机器人及仿真技术大赛！从注册账号到站上青岛总决赛的赛场，只需完成以下五个步骤。每一步都有对应的页面，请按顺序完成。',
    steps: [
      {
        key: 'register',
        title: '注册账号',
        when: '2026 年 1 月 15 日起',
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
        checklist: [
          '姓名与护照或身份证件一致',
          '出生日期（2026 年 8 月 1 日须年满 14 周岁且未满 26 周岁）',
          '学校名称与年级',
        ],
        to: '/account/Evpi',
      },
      {
        key: 'team',
        title: '创建或加入队伍',
        when: '2026 年 4 月 30 日前',
        description:
          '队长创建队伍后会得到邀请码，其他队员用邀请码加入。一支队伍由 3—8 名学生和至多 2 名指导教师组成。',
        checklist: ['确定队长和队伍名称', '邀请 2—7 名队友加入', '如有需要，邀请指导教师加入'],
        to: '/account/Team',
      },
      {
        key: 'enrol',
        title: '提交赛事报名',
        when: '2026 年 4 月 30 日 23:59（北京时间）前',
        description:
          '队伍人数满足要求后，由队长选择赛道与组别并提交报名。报名后仍可在 5 月 31 日前修改队员名单。',
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
        when: '2026 年 6 月—8 月',
        description:
          '按期提交技术文档，仿真队伍参加 6 月 13 日—14 日的线上资格赛。入围队伍于 8 月 18 日到青岛报到，参加 8 月 18 日—23 日的总决赛。',
        checklist: [
          '6 月 15 日前提交技术文档',
          '入围后申请签证邀请函并预订住宿',
          '阅读参赛须知中的运输与报到说明',
        ],
        to: '/Note',
      },
    ],
    tips: [
      '报名免费；总决赛参赛队的住宿由组委会补贴，每队最多 10 人 6 晚。',
      '每名学生在一个赛季只能加入一支队伍，每支队伍只能参加一个赛道。',
      '第一次参赛？仿真赛道不需要制作实体机器人，是很好的起点。',
      '遇到问题请先查看规则和参赛须知，再通过 info@example.org 联系秘书处。',
    ],
  },
  'en-US': {
    intro:
      'Welcome to the 2026 International Competition on Advanced Robots and Simulation Technology! Five steps take you from your first visit to the World Finals arena in Qingdao. Each step has its own page; please go through them in order.',
    steps: [
      {
        key: 'register',
        title: 'Register an account',
        when: 'From 15 January 2026',
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
          'Date of birth (on 1 August 2026 you must be at least 14 and under 26)',
          'School name and year',
        ],
        to: '/account/Evpi',
      },
      {
        key: 'team',
        title: 'Create or join a team',
        when: 'Before 30 April 2026',
        description:
          'The captain creates the team and receives an invitation code; teammates join with that code. A team has 3 to 8 students and up to 2 advisors.',
        checklist: [
          'Choose a captain and a team name',
          'Invite 2 to 7 teammates',
          'Invite your advisors, if any',
        ],
        to: '/account/Team',
      },
      {
        key: 'enrol',
        title: 'Enrol your team',
        when: 'By 30 April 2026, 23:59 (UTC+8)',
        description:
          'Once the team is complete, the captain picks a track and division and submits the entry. The roster can still change until 31 May.',
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
        when: 'June to August 2026',
        description:
          'Submit your technical documents on time; simulation teams take the online qualifier on 13–14 June. Finalists check in in Qingdao on 18 August for the World Finals of 18–23 August.',
        checklist: [
          'Technical documents by 15 June',
          'Once selected, request visa letters and book accommodation',
          'Read the shipping and check-in sections of the participant notes',
        ],
        to: '/Note',
      },
    ],
    tips: [
      'Entry is free; the Organising Committee subsidises World Finals accommodation for up to 10 people per team for 6 nights.',
      'A student joins one team per season, and a team enters one track.',
      'First time? The simulation track needs no physical robot and is a great place to start.',
      'Check the rules and the participant notes first, then write to the Secretariat at info@example.org.',
    ],
  },
};

export default welcome;
