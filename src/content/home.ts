import type { Localized } from './localize';

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
        title: '2026 国际先进机器人及仿真技术大赛',
        slogan: '潜入深海、驰骋荒原、翱翔天际，在虚拟与现实之间验证你的工程设计。',
        dates: '总决赛：2026 年 8 月 18 日—23 日',
        place: '中国 · 青岛',
      },
      {
        title: '四大赛道，一套规则',
        slogan: '水下机器人（ROV）、地面漫游车、空中机器人与仿真赛道同场竞技，统一的安全与评分体系。',
        dates: '报名截止：2026 年 4 月 30 日 23:59（北京时间）',
        place: '面向 14—25 岁在校学生',
      },
      {
        title: '仿真线上资格赛',
        slogan: '无需出国也能参赛：提交容器化的控制程序，在统一的仿真环境中完成水下与地面任务。',
        dates: '线上资格赛：2026 年 6 月 13 日—14 日',
        place: '全球线上进行',
      },
    ],
  },
  Content4: {
    title: '关于大赛',
    subtitle: '一项面向青年工程师的国际性机器人与仿真技术竞赛',
    paragraphs: [
      '国际先进机器人及仿真技术大赛创办于 2023 年，由大赛组委会联合高校、科研院所与行业伙伴共同举办。大赛以真实工程任务为牵引，要求参赛队像一家小型科技公司那样完成需求分析、设计、制造、测试与答辩的完整流程。',
      '2026 赛季是大赛的第四届。除水下机器人、地面漫游车与仿真三个既有赛道外，本届首次设立空中机器人赛道。所有赛道共用一套安全规范和评分框架：现场任务占 60%，工程文档占 15%，技术答辩占 20%，安全与合规占 5%。',
      '大赛欢迎中学、职业院校与大学的学生组队参加。每支队伍由 3—8 名学生和至多 2 名指导教师组成，队员在 2026 年 8 月 1 日须年满 14 周岁且未满 26 周岁。',
    ],
    highlight: {
      title: '本届亮点',
      text: '新增空中机器人赛道；仿真赛道开放线上资格赛，前 16 名晋级青岛总决赛；总奖金池 120 万元人民币，另设最佳工程文档、最佳安全实践与最佳新秀队伍等专项奖。',
    },
  },
  Content5: {
    title: '竞赛项目',
    subtitle: '选择一个赛道，组建你的队伍',
    tracks: [
      {
        kind: 'rov',
        name: '水下机器人（ROV）赛',
        summary: '在 4 米深的比赛水池中，以有缆遥控潜水器完成海洋观测、水下设施巡检与样品回收任务。',
        facts: [
          '48 V 直流供电，主保险丝 25 A',
          '空气中整机质量不超过 15 kg',
          '每轮任务 15 分钟，两轮取最好成绩',
        ],
        rulesPath: '/Rule/Feature4',
      },
      {
        kind: 'rover',
        name: '地面漫游车赛',
        summary: '在 120 m × 80 m 的户外模拟地外地形场地上，完成科学采样、物资投送、设备维护与自主导航。',
        facts: ['整车质量不超过 50 kg', '标称电压不超过 48 V，须配备车载与遥控急停', '自主导航任务 30 分钟'],
        rulesPath: '/Rule/Feature4',
      },
      {
        kind: 'aerial',
        name: '空中机器人赛',
        summary: '在 30 m × 20 m × 10 m 的室内防护网场地中，完成自主巡检、精准投放与精准降落。',
        facts: ['起飞质量不超过 2 kg', '电池不超过 6S（25.2 V）', '必须安装桨叶保护罩并设置电子围栏'],
        rulesPath: '/Rule/Feature4',
      },
      {
        kind: 'simulation',
        name: '仿真赛',
        summary: '基于 ROS 2 与 Gazebo 的统一仿真环境，提交容器化控制程序，在隐藏场景中完成水下与地面任务。',
        facts: ['环境于 2026 年 3 月 1 日发布', '线上资格赛 6 月 13 日—14 日', '前 16 名晋级现场总决赛'],
        rulesPath: '/Rule/Feature7',
      },
    ],
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
          { name: '青岛海洋科技博览中心', short: '博览中心', country: '中国' },
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
    subtitle: '2025 赛季回顾与 2026 赛季奖励',
    figures: [
      { label: '参赛国家和地区', value: 26, note: '2025 赛季，2026 赛季预计超过 30 个' },
      { label: '参赛队伍', value: 210, suffix: '支', note: '2025 赛季完成报名的队伍' },
      { label: '参赛选手', value: 1520, suffix: '人', note: '学生队员与指导教师合计' },
      { label: '奖金池', value: 120, prefix: '¥', suffix: '万', note: '2026 赛季四个赛道奖金与专项奖总额' },
    ],
  },
  Banner5: {
    title: '组队报名正在进行',
    text: '注册账号、完善个人信息、创建或加入队伍，然后在“赛事报名”页提交报名。报名免费，总决赛参赛队享受组委会住宿补贴。',
    deadline: '报名截止：2026 年 4 月 30 日 23:59（北京时间）',
  },
  Footer0: {
    about:
      '国际先进机器人及仿真技术大赛是一项面向 14—25 岁学生的国际性工程竞赛，涵盖水下、地面、空中机器人与仿真技术四个赛道。',
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
        title: 'International Competition on Advanced Robots and Simulation Technology 2026',
        slogan:
          'Dive deep, cross rough terrain, take to the air, and prove your engineering in both the virtual and the real world.',
        dates: 'World Finals: 18–23 August 2026',
        place: 'Qingdao, China',
      },
      {
        title: 'Four tracks, one rulebook',
        slogan:
          'Underwater ROV, ground rover, aerial robot and simulation teams compete side by side under one safety code and one scoring framework.',
        dates: 'Enrolment closes 30 April 2026, 23:59 (UTC+8)',
        place: 'Open to students aged 14–25',
      },
      {
        title: 'Online simulation qualifier',
        slogan:
          'Compete without travelling: submit a containerised controller and solve underwater and ground missions in the common simulation environment.',
        dates: 'Online qualifier: 13–14 June 2026',
        place: 'Worldwide, online',
      },
    ],
  },
  Content4: {
    title: 'About the competition',
    subtitle: 'An international robotics and simulation contest for young engineers',
    paragraphs: [
      'Founded in 2023, the International Competition on Advanced Robots and Simulation Technology is run by its Organising Committee together with universities, research institutes and industry partners. Every task is drawn from real engineering work, and teams go through the full cycle of a small technology company: requirements, design, manufacturing, testing and a technical defence.',
      'The 2026 season is the fourth edition. Alongside the established underwater ROV, ground rover and simulation tracks, it introduces an aerial robot track for the first time. All tracks share one safety code and one scoring framework: on-site missions 60%, engineering documentation 15%, technical interview 20%, safety and compliance 5%.',
      'Students from secondary schools, vocational colleges and universities are welcome. A team has 3 to 8 students and up to 2 advisors; on 1 August 2026 every student must be at least 14 and under 26 years old.',
    ],
    highlight: {
      title: 'New this season',
      text: 'A brand-new aerial robot track; an online simulation qualifier whose top 16 teams go to the World Finals in Qingdao; a prize pool of CNY 1.2 million, plus special awards for best engineering documentation, best safety practice and best newcomer team.',
    },
  },
  Content5: {
    title: 'Competition tracks',
    subtitle: 'Pick a track and build your team',
    tracks: [
      {
        kind: 'rov',
        name: 'Underwater ROV',
        summary:
          'Pilot a tethered remotely operated vehicle in a 4 m deep competition pool for ocean observation, infrastructure inspection and sample recovery missions.',
        facts: [
          '48 V DC supply, 25 A main fuse',
          'At most 15 kg in air',
          '15-minute mission runs, best of two counts',
        ],
        rulesPath: '/Rule/Feature4',
      },
      {
        kind: 'rover',
        name: 'Ground rover',
        summary:
          'Cross a 120 m × 80 m outdoor planetary-analogue field to collect science samples, deliver supplies, service equipment and navigate autonomously.',
        facts: [
          'At most 50 kg',
          'Nominal voltage up to 48 V, on-board and remote emergency stops',
          '30-minute autonomous navigation mission',
        ],
        rulesPath: '/Rule/Feature4',
      },
      {
        kind: 'aerial',
        name: 'Aerial robot',
        summary:
          'Fly inside a 30 m × 20 m × 10 m netted indoor arena for autonomous inspection, precision drop and precision landing tasks.',
        facts: [
          'Take-off mass up to 2 kg',
          'Battery up to 6S (25.2 V)',
          'Propeller guards and geofence required',
        ],
        rulesPath: '/Rule/Feature4',
      },
      {
        kind: 'simulation',
        name: 'Simulation',
        summary:
          'Submit a containerised controller to the common ROS 2 and Gazebo environment and solve underwater and ground missions in hidden scenarios.',
        facts: [
          'Environment released 1 March 2026',
          'Online qualifier 13–14 June',
          'Top 16 teams go to the World Finals',
        ],
        rulesPath: '/Rule/Feature7',
      },
    ],
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
          { name: 'Qingdao Marine Science Expo Centre', short: 'Expo Centre', country: 'China' },
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
    subtitle: 'The 2025 season in numbers, and the 2026 prize pool',
    figures: [
      { label: 'Countries and regions', value: 26, note: '2025 season; more than 30 expected in 2026' },
      { label: 'Teams', value: 210, note: 'Teams fully enrolled in the 2025 season' },
      { label: 'Participants', value: 1520, note: 'Students and advisors together' },
      {
        label: 'Prize pool',
        value: 1.2,
        prefix: 'CNY ',
        suffix: ' million',
        note: 'All 2026 track prizes and special awards',
      },
    ],
  },
  Banner5: {
    title: 'Team enrolment is open',
    text: 'Create an account, complete your personal information, create or join a team, then submit your entry on the Enrolment page. Entry is free, and World Finals teams receive an accommodation subsidy from the Organising Committee.',
    deadline: 'Enrolment closes 30 April 2026, 23:59 (UTC+8)',
  },
  Footer0: {
    about:
      'The International Competition on Advanced Robots and Simulation Technology is an international engineering contest for students aged 14–25, with underwater, ground, aerial and simulation tracks.',
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
