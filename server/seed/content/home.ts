import { SEASON } from '../../../common/season';
import type { Localized } from './localize';
import { MILESTONES, seasonText } from './seasonText';

/**
 * The home page's data source: one object per fragment, keyed by the fragment's route segment
 * (`/Home/Banner1` shows `Banner1`). The fragments only lay this content out, so editing the
 * home page means editing this file; `/Home/data.source` renders it for reviewers.
 */
export const homeFragmentIds = [
  'Nav3',
  'Banner1',
  'Content4',
  'Content5',
  'Content12',
  'Feature6',
  'Banner5',
  'Footer0',
] as const;

export type HomeFragmentId = (typeof homeFragmentIds)[number];

export type TrackKind = 'rov' | 'rover' | 'aerial' | 'simulation';

const TRACK_KIND: Record<(typeof SEASON.tracks)[number]['track'], TrackKind> = {
  underwater: 'rov',
  ground: 'rover',
  aerial: 'aerial',
  simulation: 'simulation',
};

export interface HomeSource {
  Nav3: {
    /** The in-page strip: each item scrolls to (or opens) another fragment. */
    items: { target: Exclude<HomeFragmentId, 'Nav3'>; label: string }[];
  };
  Banner1: {
    slides: { title: string; slogan: string; dates: string; place: string }[];
  };
  Content4: {
    title: string;
    subtitle: string;
    paragraphs: string[];
    highlight: { title: string; text: string };
  };
  Content5: {
    title: string;
    subtitle: string;
    tracks: { kind: TrackKind; name: string; summary: string; facts: string[]; rulesPath: string }[];
  };
  Content12: {
    title: string;
    subtitle: string;
    groups: { role: string; partners: { name: string; short: string; country: string }[] }[];
  };
  Feature6: {
    title: string;
    subtitle: string;
    figures: { label: string; value: number; prefix?: string; suffix?: string; note: string }[];
  };
  Banner5: { title: string; text: string; deadline: string };
  Footer0: {
    about: string;
    address: string;
    contacts: { label: string; value: string; href: string }[];
    copyright: string;
  };
}

const zh = seasonText('zh-CN');
const en = seasonText('en-US');

/** The season's tracks in its own order, with what the home page adds to each in one language. */
function seasonTracks(
  locale: 'zh-CN' | 'en-US',
  extra: Record<TrackKind, { facts: string[]; rulesPath: string }>,
): HomeSource['Content5']['tracks'] {
  return SEASON.tracks.map((t) => {
    const kind = TRACK_KIND[t.track];
    return { kind, name: t.name[locale], summary: t.summary[locale], ...extra[kind] };
  });
}

const zhCN: HomeSource = {
  Nav3: {
    items: [
      { target: 'Banner1', label: '赛事速览' },
      { target: 'Content4', label: '大赛介绍' },
      { target: 'Content5', label: '竞赛项目' },
      { target: 'Content12', label: '主办与合作' },
      { target: 'Feature6', label: '数据一览' },
      { target: 'Banner5', label: '立即报名' },
      { target: 'Footer0', label: '联系我们' },
    ],
  },
  Banner1: {
    slides: [
      {
        title: `${zh.year} 国际先进机器人及仿真技术大赛`,
        slogan: '潜入深海、驰骋荒原、翱翔天际，在虚拟与现实之间验证你的工程设计。',
        dates: `总决赛：${zh.finals}`,
        place: `${zh.city} · ${zh.venue}`,
      },
      {
        title: '四大赛道，一套规则',
        slogan: '水下机器人（ROV）、地面漫游车、空中机器人与仿真赛道同场竞技，统一的安全与评分体系。',
        dates: `报名截止：${zh.enrolmentCloses}（${zh.timeZone}）`,
        place: `面向 ${zh.ages} 岁在校学生`,
      },
      {
        title: '仿真线上资格赛',
        slogan: '无需出国也能参赛：提交容器化的控制程序，在统一的仿真环境中完成水下与地面任务。',
        dates: `线上资格赛：${zh.qualifier}`,
        place: '全球线上进行',
      },
    ],
  },
  Content4: {
    title: '关于大赛',
    subtitle: '一项面向青年工程师的国际性机器人与仿真技术竞赛',
    paragraphs: [
      '国际先进机器人及仿真技术大赛创办于 2023 年，由大赛组委会联合高校、科研院所与行业伙伴共同举办。大赛以真实工程任务为牵引，要求参赛队像一家小型科技公司那样完成需求分析、设计、制造、测试与答辩的完整流程。',
      `${zh.year} 赛季是大赛的${zh.edition}，设水下机器人（ROV）、地面漫游车、空中机器人与仿真四个赛道，总决赛将于 ${zh.finals}在${zh.venue}（${zh.city}）举行。所有赛道共用一套安全规范和评分框架：现场任务占 60%，工程文档占 15%，技术答辩占 20%，安全与合规占 5%。`,
      `大赛欢迎中学、职业院校与大学的学生组队参加。每支队伍由 ${zh.teamSize}组成，队员在 ${zh.ageRule}。`,
    ],
    highlight: {
      title: '本届亮点',
      text: `四个赛道同场竞技；仿真赛道 ${zh.qualifier}举行线上资格赛，前 16 名晋级总决赛；总奖金池 120 万元人民币，另设最佳工程文档、最佳安全实践与最佳新秀队伍等专项奖。`,
    },
  },
  Content5: {
    title: '竞赛项目',
    subtitle: '选择一个赛道，组建你的队伍',
    tracks: seasonTracks('zh-CN', {
      rov: {
        facts: [
          '48 V 直流供电，主保险丝 25 A',
          '空气中整机质量不超过 15 kg',
          '每轮任务 15 分钟，两轮取最好成绩',
        ],
        rulesPath: '/Rule/Feature4',
      },
      rover: {
        facts: ['整车质量不超过 50 kg', '标称电压不超过 48 V，须配备车载与遥控急停', '自主导航任务 30 分钟'],
        rulesPath: '/Rule/Feature4',
      },
      aerial: {
        facts: ['起飞质量不超过 2 kg', '电池不超过 6S（25.2 V）', '必须安装桨叶保护罩并设置电子围栏'],
        rulesPath: '/Rule/Feature4',
      },
      simulation: {
        facts: [
          `环境于 ${zh.date(MILESTONES.rulesFinal)}发布`,
          `线上资格赛 ${zh.qualifierShort}`,
          '前 16 名晋级现场总决赛',
        ],
        rulesPath: '/Rule/Feature7',
      },
    }),
  },
  Content12: {
    title: '主办与合作单位',
    subtitle: '感谢以下机构对大赛的支持（按单位性质排列）',
    groups: [
      {
        role: '主办单位',
        partners: [
          { name: '国际先进机器人及仿真技术大赛组委会', short: '大赛组委会', country: '国际' },
          { name: '国际机器人与仿真教育联盟', short: '教育联盟', country: '国际' },
        ],
      },
      {
        role: '承办单位',
        partners: [
          { name: zh.venue, short: '博览中心', country: '中国' },
          { name: '海洋机器人开放创新实验室', short: '开放实验室', country: '中国' },
        ],
      },
      {
        role: '协办单位',
        partners: [
          { name: '海洋工程院校联合会', short: '院校联合会', country: '国际' },
          { name: '开放仿真平台社区', short: '仿真社区', country: '国际' },
          { name: '青年工程师发展基金会', short: '青工基金会', country: '国际' },
        ],
      },
      {
        role: '支持单位',
        partners: [
          { name: '智能传感器产业协会', short: '传感器协会', country: '中国' },
          { name: '无人系统安全标准工作组', short: '安全工作组', country: '国际' },
        ],
      },
    ],
  },
  Feature6: {
    title: '数据一览',
    subtitle: `2026 赛季回顾与 ${zh.year} 赛季奖励`,
    figures: [
      { label: '参赛国家和地区', value: 31, note: '2026 赛季完成报名的队伍所在地' },
      { label: '参赛队伍', value: 236, suffix: '支', note: '2026 赛季四个赛道完成报名的队伍' },
      { label: '决赛队伍', value: 76, suffix: '支', note: '2026 年青岛总决赛的四个赛道合计' },
      {
        label: '奖金池',
        value: 120,
        prefix: '¥',
        suffix: '万',
        note: `${zh.year} 赛季四个赛道奖金与专项奖总额`,
      },
    ],
  },
  Banner5: {
    title: '组队报名正在进行',
    text: '注册账号、完善个人信息、创建或加入队伍，然后在“赛事报名”页提交报名。报名免费，总决赛参赛队享受组委会住宿补贴。',
    deadline: `报名截止：${zh.enrolmentCloses}（${zh.timeZone}）`,
  },
  Footer0: {
    about: `国际先进机器人及仿真技术大赛是一项面向 ${zh.ages} 岁学生的国际性工程竞赛，涵盖水下、地面、空中机器人与仿真技术四个赛道。`,
    address: '大赛组委会秘书处：中国山东省青岛市崂山区海岸科创园 3 号楼 502 室，邮编 266061',
    contacts: [
      { label: '综合咨询', value: 'info@example.org', href: 'mailto:info@example.org' },
      { label: '规则咨询', value: 'rules@example.org', href: 'mailto:rules@example.org' },
      { label: '后勤与签证', value: 'logistics@example.org', href: 'mailto:logistics@example.org' },
      { label: '电话（工作日 9:00—17:00）', value: '+86 532 5550 0100', href: 'tel:+8653255500100' },
    ],
    copyright: '© 2026 国际先进机器人及仿真技术大赛组委会 保留所有权利',
  },
};

const enUS: HomeSource = {
  Nav3: {
    items: [
      { target: 'Banner1', label: 'At a glance' },
      { target: 'Content4', label: 'Introduction' },
      { target: 'Content5', label: 'Tracks' },
      { target: 'Content12', label: 'Organisers & partners' },
      { target: 'Feature6', label: 'Key figures' },
      { target: 'Banner5', label: 'Enrol' },
      { target: 'Footer0', label: 'Contact' },
    ],
  },
  Banner1: {
    slides: [
      {
        title: `International Competition on Advanced Robots and Simulation Technology ${en.year}`,
        slogan:
          'Dive deep, cross rough terrain, take to the air, and prove your engineering in both the virtual and the real world.',
        dates: `World Finals: ${en.finals}`,
        place: `${en.venue}, ${en.city}`,
      },
      {
        title: 'Four tracks, one rulebook',
        slogan:
          'Underwater ROV, ground rover, aerial robot and simulation teams compete side by side under one safety code and one scoring framework.',
        dates: `Enrolment closes ${en.enrolmentCloses} (${en.timeZone})`,
        place: `Open to students aged ${en.ages}`,
      },
      {
        title: 'Online simulation qualifier',
        slogan:
          'Compete without travelling: submit a containerised controller and solve underwater and ground missions in the common simulation environment.',
        dates: `Online qualifier: ${en.qualifier}`,
        place: 'Worldwide, online',
      },
    ],
  },
  Content4: {
    title: 'About the competition',
    subtitle: 'An international robotics and simulation contest for young engineers',
    paragraphs: [
      'Founded in 2023, the International Competition on Advanced Robots and Simulation Technology is run by its Organising Committee together with universities, research institutes and industry partners. Every task is drawn from real engineering work, and teams go through the full cycle of a small technology company: requirements, design, manufacturing, testing and a technical defence.',
      `The ${en.year} season is the ${en.edition} edition, with four tracks: underwater ROV, ground rover, aerial robot and simulation. The World Finals take place on ${en.finals} at the ${en.venue} in ${en.city}. All tracks share one safety code and one scoring framework: on-site missions 60%, engineering documentation 15%, technical interview 20%, safety and compliance 5%.`,
      `Students from secondary schools, vocational colleges and universities are welcome. A team has ${en.teamSize}; every student must, ${en.ageRule}.`,
    ],
    highlight: {
      title: 'New this season',
      text: `Four tracks side by side; an online simulation qualifier on ${en.qualifier} whose top 16 teams go to the World Finals; a prize pool of CNY 1.2 million, plus special awards for best engineering documentation, best safety practice and best newcomer team.`,
    },
  },
  Content5: {
    title: 'Competition tracks',
    subtitle: 'Pick a track and build your team',
    tracks: seasonTracks('en-US', {
      rov: {
        facts: [
          '48 V DC supply, 25 A main fuse',
          'At most 15 kg in air',
          '15-minute mission runs, best of two counts',
        ],
        rulesPath: '/Rule/Feature4',
      },
      rover: {
        facts: [
          'At most 50 kg',
          'Nominal voltage up to 48 V, on-board and remote emergency stops',
          '30-minute autonomous navigation mission',
        ],
        rulesPath: '/Rule/Feature4',
      },
      aerial: {
        facts: [
          'Take-off mass up to 2 kg',
          'Battery up to 6S (25.2 V)',
          'Propeller guards and geofence required',
        ],
        rulesPath: '/Rule/Feature4',
      },
      simulation: {
        facts: [
          `Environment released ${en.date(MILESTONES.rulesFinal)}`,
          `Online qualifier ${en.qualifierShort}`,
          'Top 16 teams go to the World Finals',
        ],
        rulesPath: '/Rule/Feature7',
      },
    }),
  },
  Content12: {
    title: 'Organisers and partners',
    subtitle: 'We thank the following institutions for supporting the competition',
    groups: [
      {
        role: 'Organisers',
        partners: [
          {
            name: 'Organising Committee of the International Competition on Advanced Robots and Simulation Technology',
            short: 'Organising Committee',
            country: 'International',
          },
          {
            name: 'International Robotics and Simulation Education Alliance',
            short: 'Education Alliance',
            country: 'International',
          },
        ],
      },
      {
        role: 'Hosts',
        partners: [
          { name: en.venue, short: 'Expo Centre', country: 'China' },
          { name: 'Marine Robotics Open Innovation Lab', short: 'Open Lab', country: 'China' },
        ],
      },
      {
        role: 'Co-organisers',
        partners: [
          {
            name: 'Federation of Ocean Engineering Schools',
            short: 'Schools Federation',
            country: 'International',
          },
          {
            name: 'Open Simulation Platform Community',
            short: 'Simulation Community',
            country: 'International',
          },
          {
            name: 'Young Engineers Development Foundation',
            short: 'YE Foundation',
            country: 'International',
          },
        ],
      },
      {
        role: 'Supporters',
        partners: [
          { name: 'Smart Sensor Industry Association', short: 'Sensor Association', country: 'China' },
          {
            name: 'Uncrewed Systems Safety Standards Working Group',
            short: 'Safety Working Group',
            country: 'International',
          },
        ],
      },
    ],
  },
  Feature6: {
    title: 'Key figures',
    subtitle: `The 2026 season in numbers, and the ${en.year} prize pool`,
    figures: [
      {
        label: 'Countries and regions',
        value: 31,
        note: 'Where the teams enrolled in the 2026 season come from',
      },
      { label: 'Teams', value: 236, note: 'Teams enrolled in the four tracks in the 2026 season' },
      { label: 'Finalists', value: 76, note: 'Teams at the 2026 World Finals in Qingdao, all tracks' },
      {
        label: 'Prize pool',
        value: 1.2,
        prefix: 'CNY ',
        suffix: ' million',
        note: `All ${en.year} track prizes and special awards`,
      },
    ],
  },
  Banner5: {
    title: 'Team enrolment is open',
    text: 'Create an account, complete your personal information, create or join a team, then submit your entry on the Enrolment page. Entry is free, and World Finals teams receive an accommodation subsidy from the Organising Committee.',
    deadline: `Enrolment closes ${en.enrolmentCloses} (${en.timeZone})`,
  },
  Footer0: {
    about: `The International Competition on Advanced Robots and Simulation Technology is an international engineering contest for students aged ${en.ages}, with underwater, ground, aerial and simulation tracks.`,
    address:
      'Organising Committee Secretariat, Room 502, Building 3, Coastal Science and Innovation Park, Laoshan District, Qingdao 266061, China',
    contacts: [
      { label: 'General enquiries', value: 'info@example.org', href: 'mailto:info@example.org' },
      { label: 'Rule questions', value: 'rules@example.org', href: 'mailto:rules@example.org' },
      { label: 'Logistics and visas', value: 'logistics@example.org', href: 'mailto:logistics@example.org' },
      {
        label: 'Phone (weekdays 9:00–17:00 UTC+8)',
        value: '+86 532 5550 0100',
        href: 'tel:+8653255500100',
      },
    ],
    copyright:
      '© 2026 Organising Committee of the International Competition on Advanced Robots and Simulation Technology',
  },
};

const homeSource: Localized<HomeSource> = { 'zh-CN': zhCN, 'en-US': enUS };

export default homeSource;
