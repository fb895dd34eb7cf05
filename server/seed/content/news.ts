import { SEASON } from '../../../common/season';
import { localize, type Localized } from './localize';
import { seasonText } from './seasonText';
import type { Block } from './types';

/**
 * News and announcements. The shape `{ id, date, category, title, summary, blocks }` is the one a
 * later `/api/news` answer will carry, so pages only ever see `NewsItem` through the functions below.
 */
export const NEWS_CATEGORIES = [
  'registration',
  'rules',
  'venue',
  'training',
  'platform',
  'travel',
  'results',
  'partner',
] as const;

export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export interface NewsItem {
  id: number;
  /** ISO date, `YYYY-MM-DD`. */
  date: string;
  category: NewsCategory;
  title: string;
  summary: string;
  blocks: Block[];
}

interface NewsText {
  title: string;
  summary: string;
  blocks: Block[];
}

interface NewsEntry {
  id: number;
  date: string;
  category: NewsCategory;
  text: Localized<NewsText>;
}

const zh = seasonText('zh-CN');
const en = seasonText('en-US');

/**
 * The announcement that opened the current season, dated the day enrolment opened. Its facts come
 * from common/season.ts, like every page that states the season.
 */
const seasonOpens: NewsEntry = {
  id: 11,
  date: '2026-11-15',
  category: 'registration',
  text: {
    'zh-CN': {
      title: `${zh.year} 赛季报名开启：${zh.edition}大赛四个赛道免费参赛`,
      summary: `${zh.edition}大赛今日开放注册、组队与报名，截止时间为 ${zh.enrolmentCloses}（${zh.timeZone}）；总决赛将于 ${zh.finals}在${zh.venue}举行。`,
      blocks: [
        {
          type: 'paragraph',
          text: `国际先进机器人及仿真技术大赛 ${zh.year} 赛季（${zh.edition}）今日起开放账号注册、组队与赛事报名，规则第 1.0 版同步发布。本赛季设水下机器人（ROV）、地面漫游车、空中机器人与仿真四个赛道，仿真赛道线上资格赛于 ${zh.qualifier}举行，总决赛将于 ${zh.finals}在${zh.venue}（${zh.city}）举行。`,
        },
        { type: 'heading', text: `关键日期（${zh.timeZone}）` },
        {
          type: 'table',
          columns: ['日期', '事项'],
          rows: [
            [zh.enrolmentOpens, '开放注册、组队与报名，发布规则 1.0 版'],
            [zh.enrolmentCloses, '报名截止'],
            [zh.qualifier, '仿真赛道线上资格赛'],
            [zh.finals, `总决赛（${zh.venue}）`],
          ],
        },
        { type: 'heading', text: '赛道与名额' },
        {
          type: 'table',
          columns: ['赛道', '名额'],
          rows: SEASON.tracks.map((t) => [t.name['zh-CN'], `${t.capacity} 支队伍`]),
        },
        { type: 'heading', text: '参赛要求' },
        {
          type: 'list',
          items: [
            `每队 ${zh.teamSize}；指导教师须年满 ${zh.adultAge} 周岁。`,
            `学生队员在 ${zh.ageRule}。`,
            '每支队伍每个赛季只能参加一个赛道，每名学生每个赛季只能加入一支队伍。',
            ...(SEASON.requiresApproval
              ? ['报名提交后由组委会审核，审核通过才确认名额；名额已满的赛道进入候补名单。']
              : []),
          ],
        },
        {
          type: 'note',
          text: '参赛免费。报名流程：注册账号并完善个人信息 → 队长在“我的队伍”创建队伍并邀请队员 → 在“赛事报名”中选择赛道与组别提交。报名问题请联系 enrol@example.org。',
        },
      ],
    },
    'en-US': {
      title: `The ${en.year} season opens: ${en.edition} edition, four tracks, free entry`,
      summary: `Registration, team creation and enrolment for the ${en.edition} edition open today and close on ${en.enrolmentCloses} (${en.timeZone}). The World Finals take place on ${en.finals} at the ${en.venue}.`,
      blocks: [
        {
          type: 'paragraph',
          text: `Account registration, team creation and enrolment for the ${en.year} season, the ${en.edition} edition of the International Competition on Advanced Robots and Simulation Technology, open today together with version 1.0 of the rules. The season has four tracks: underwater ROV, ground rover, aerial robot and simulation. The online simulation qualifier runs on ${en.qualifier}, and the World Finals take place on ${en.finals} at the ${en.venue} in ${en.city}.`,
        },
        { type: 'heading', text: `Key dates (${en.timeZone})` },
        {
          type: 'table',
          columns: ['Date', 'Milestone'],
          rows: [
            [
              en.enrolmentOpens,
              'Registration, team creation and enrolment open; rules version 1.0 published',
            ],
            [en.enrolmentCloses, 'Enrolment closes'],
            [en.qualifier, 'Online simulation qualifier'],
            [en.finals, `World Finals at the ${en.venue}`],
          ],
        },
        { type: 'heading', text: 'Tracks and places' },
        {
          type: 'table',
          columns: ['Track', 'Places'],
          rows: SEASON.tracks.map((t) => [t.name['en-US'], `${t.capacity} teams`]),
        },
        { type: 'heading', text: 'Who can take part' },
        {
          type: 'list',
          items: [
            `A team has ${en.teamSize}; advisors are adults aged ${en.adultAge} or over.`,
            `Every student must, ${en.ageRule}.`,
            'A team enters one track per season, and a student joins one team per season.',
            ...(SEASON.requiresApproval
              ? [
                  'The Organising Committee reviews every entry before confirming a place; when a track is full, new entries go on its waiting list.',
                ]
              : []),
          ],
        },
        {
          type: 'note',
          text: 'Entry is free. How to enter: register an account and complete your personal information → the captain creates the team under My team and invites the members → choose the track and division under Enrolment. Questions: enrol@example.org.',
        },
      ],
    },
  },
};

// Items 1 to 10 are the record of the 2026 season (fourth edition): enrolment 15 January - 30 April
// 2026, World Finals 18-23 August 2026 at the Qingdao Marine Science Expo Centre. They keep their
// own dates; only the announcement of the current season reads common/season.ts.
const entries: NewsEntry[] = [
  seasonOpens,
  {
    id: 1,
    date: '2026-01-15',
    category: 'registration',
    text: {
      'zh-CN': {
        title: '2026 赛季报名开启：四个赛道，免费参赛',
        summary:
          '第四届大赛今日开放注册与组队，新增空中机器人赛道。报名免费，截止时间为 2026 年 4 月 30 日 23:59（北京时间）。',
        blocks: [
          {
            type: 'paragraph',
            text: '国际先进机器人及仿真技术大赛 2026 赛季（第四届）今日起开放账号注册与组队，规则 1.0 版同步发布。本赛季在水下机器人、地面漫游车与仿真三个赛道之外首次设立空中机器人赛道，总决赛将于 2026 年 8 月 18 日至 23 日在青岛举行。',
          },
          { type: 'heading', text: '关键日期（北京时间）' },
          {
            type: 'table',
            columns: ['日期', '事项'],
            rows: [
              ['2026 年 1 月 15 日', '开放注册与组队，发布规则 1.0 版'],
              ['2026 年 3 月 1 日', '规则最终修订，发布仿真环境'],
              ['2026 年 4 月 30 日 23:59', '报名截止'],
              ['2026 年 6 月 13 日—14 日', '仿真赛道线上资格赛'],
              ['2026 年 6 月 30 日', '公布总决赛队伍'],
              ['2026 年 8 月 18 日—23 日', '青岛总决赛'],
            ],
          },
          { type: 'heading', text: '参赛要求' },
          {
            type: 'list',
            items: [
              '每队 3–8 名在校学生，其中一人为队长；可设 0–2 名年满 21 周岁的指导教师。',
              '每支队伍每个赛季只能参加一个赛道，每名学生每个赛季只能加入一支队伍。',
              '分为青少年组（全部队员为中学或中职学生）与公开组（至少一名本科生或研究生）。',
              '参赛免费；总决赛队伍的住宿由组委会补贴。',
            ],
          },
          {
            type: 'note',
            text: '报名流程：注册账号并完善个人信息 → 队长在“我的队伍”创建队伍并邀请队员 → 在“赛事报名”中选择赛道与组别提交。报名问题请联系 enrol@example.org。',
          },
        ],
      },
      'en-US': {
        title: 'The 2026 season opens: four tracks, free entry',
        summary:
          'Registration and team creation for the fourth edition open today, with a new aerial robot track. Entry is free; enrolment closes on 30 April 2026 at 23:59 (UTC+8).',
        blocks: [
          {
            type: 'paragraph',
            text: 'Account registration and team creation for the 2026 season, the fourth edition of the International Competition on Advanced Robots and Simulation Technology, open today together with version 1.0 of the rules. Alongside the underwater ROV, ground rover and simulation tracks, the season introduces an aerial robot track. The World Finals take place in Qingdao from 18 to 23 August 2026.',
          },
          { type: 'heading', text: 'Key dates (UTC+8)' },
          {
            type: 'table',
            columns: ['Date', 'Milestone'],
            rows: [
              ['15 January 2026', 'Registration and team creation open; rules version 1.0 published'],
              ['1 March 2026', 'Final rules revision; simulation environment released'],
              ['30 April 2026, 23:59', 'Enrolment closes'],
              ['13–14 June 2026', 'Online simulation qualifier'],
              ['30 June 2026', 'World Finals teams announced'],
              ['18–23 August 2026', 'World Finals in Qingdao'],
            ],
          },
          { type: 'heading', text: 'Who can take part' },
          {
            type: 'list',
            items: [
              'A team has 3 to 8 students, one of them the captain, and 0 to 2 advisors aged 21 or over.',
              'A team enters one track per season, and a student joins one team per season.',
              'Junior division: all students at secondary school or vocational college. Open division: at least one undergraduate or postgraduate.',
              'Entry is free; the Organising Committee subsidises accommodation for World Finals teams.',
            ],
          },
          {
            type: 'note',
            text: 'How to enter: register an account and complete your personal information → the captain creates the team under My team and invites the members → choose the track and division under Enrolment. Questions: enrol@example.org.',
          },
        ],
      },
    },
  },
  {
    id: 2,
    date: '2026-02-10',
    category: 'venue',
    text: {
      'zh-CN': {
        title: '总决赛场馆确定：青岛海洋科技博览中心',
        summary:
          '2026 年总决赛的四个赛道将集中在青岛海洋科技博览中心举行，室内水池、飞行网笼、户外越野场与仿真大厅同处一地。',
        blocks: [
          {
            type: 'paragraph',
            text: '组委会与场馆方签署协议，8 月 18 日至 23 日的总决赛全部在青岛海洋科技博览中心举行。四个赛道首次在同一场馆比赛，队伍可以方便地观摩其他赛道。',
          },
          {
            type: 'table',
            columns: ['区域', '用途', '主要参数'],
            rows: [
              ['A 馆', '报到、队伍维修区、技术答辩室', '每队 3 m × 3 m 维修区，两个 220 V 插座'],
              ['室内水池', '水下机器人赛道', '25 m × 20 m，水深 4 m，淡水，水温约 26 °C'],
              ['B 馆', '空中机器人赛道', '30 m × 20 m × 10 m 全封闭防护网'],
              ['户外场地', '地面漫游车赛道', '120 m × 80 m，含碎石、沙地、最大 25° 坡道与障碍区'],
              ['C 馆', '仿真赛道决赛、开闭幕式', '60 个标准工位，1,200 个座位'],
            ],
          },
          {
            type: 'paragraph',
            text: '8 月的青岛平均气温约 25 °C，湿度较高并可能有阵雨，请为设备做好防潮准备。交通与住宿安排见“参赛须知”。',
          },
        ],
      },
      'en-US': {
        title: 'World Finals venue confirmed: Qingdao Marine Science Expo Centre',
        summary:
          'All four tracks of the 2026 World Finals meet at the Qingdao Marine Science Expo Centre: indoor pool, flight arena, outdoor field and simulation hall under one roof.',
        blocks: [
          {
            type: 'paragraph',
            text: 'The Organising Committee has signed with the venue: the whole World Finals, 18 to 23 August, take place at the Qingdao Marine Science Expo Centre. For the first time all four tracks compete in one place, so teams can easily watch the other tracks.',
          },
          {
            type: 'table',
            columns: ['Area', 'Use', 'Key figures'],
            rows: [
              [
                'Hall A',
                'Check-in, team pits, technical interview rooms',
                '3 m × 3 m pit per team with two 220 V outlets',
              ],
              ['Indoor pool', 'Underwater ROV track', '25 m × 20 m, 4 m deep, fresh water at about 26 °C'],
              ['Hall B', 'Aerial robot track', 'Fully netted 30 m × 20 m × 10 m arena'],
              [
                'Outdoor field',
                'Ground rover track',
                '120 m × 80 m with gravel, sand, slopes up to 25° and obstacle zones',
              ],
              [
                'Hall C',
                'Simulation final, opening and closing ceremonies',
                '60 standard workstations, seating for 1,200',
              ],
            ],
          },
          {
            type: 'paragraph',
            text: 'Qingdao averages about 25 °C in August, with high humidity and occasional rain, so protect your equipment against moisture. Travel and accommodation are covered in the Notes.',
          },
        ],
      },
    },
  },
  {
    id: 3,
    date: '2026-02-26',
    category: 'training',
    text: {
      'zh-CN': {
        title: '春季线上工作坊：8 讲带你从零到参赛',
        summary:
          '3 月 5 日至 4 月 23 日每周四晚 19:00（北京时间）线上开讲，覆盖规则解读、ROS 2、仿真环境、控制与工程文档写作，免费并提供回放。',
        blocks: [
          {
            type: 'paragraph',
            text: '为帮助新队伍在报名截止前做好准备，组委会联合往届优秀队伍与高校教师推出春季工作坊。每讲 90 分钟，其中 30 分钟为答疑；讲义与示例代码同步发布在“培训资料”栏目。',
          },
          {
            type: 'table',
            columns: ['日期', '主题'],
            rows: [
              ['3 月 5 日', '2026 规则解读：统一评分框架与安全规范'],
              ['3 月 12 日', 'ROS 2 入门：节点、话题与 launch 文件'],
              ['3 月 19 日', '2026 仿真环境上手：运行场景与本地评分'],
              ['3 月 26 日', '水下机器人浮力、配平与推进器布置'],
              ['4 月 2 日', '地面漫游车定位与 SLAM 实战'],
              ['4 月 9 日', '空中机器人安全飞行：地理围栏与失控保护'],
              ['4 月 16 日', 'PID 与状态机：让机器人稳定完成任务'],
              ['4 月 23 日', '如何写一份高分工程报告'],
            ],
          },
          {
            type: 'note',
            text: '参加工作坊无需已组队，填写表单后将收到会议链接。联系邮箱 training@example.org。',
          },
        ],
      },
      'en-US': {
        title: 'Spring online workshops: eight sessions from zero to competition-ready',
        summary:
          'Every Thursday at 19:00 UTC+8 from 5 March to 23 April: the rules, ROS 2, the simulation environment, control and engineering writing. Free, with recordings.',
        blocks: [
          {
            type: 'paragraph',
            text: 'To help new teams get ready before enrolment closes, the Organising Committee has prepared a spring workshop series with teams from past editions and university lecturers. Each session lasts 90 minutes including 30 minutes of questions; slides and example code are published under Training materials.',
          },
          {
            type: 'table',
            columns: ['Date', 'Topic'],
            rows: [
              ['5 March', 'The 2026 rules: the common scoring framework and safety code'],
              ['12 March', 'ROS 2 basics: nodes, topics and launch files'],
              [
                '19 March',
                'Getting started with the 2026 simulation environment: running scenarios and scoring locally',
              ],
              ['26 March', 'ROV buoyancy, trim and thruster layout'],
              ['2 April', 'Localisation and SLAM for ground rovers'],
              ['9 April', 'Safe flight for aerial robots: geofences and failsafes'],
              ['16 April', 'PID and state machines: finishing missions reliably'],
              ['23 April', 'Writing an engineering report that scores'],
            ],
          },
          {
            type: 'note',
            text: 'You do not need a team to attend; fill in the form and you will receive the meeting link. Contact: training@example.org.',
          },
        ],
      },
    },
  },
  {
    id: 4,
    date: '2026-03-01',
    category: 'rules',
    text: {
      'zh-CN': {
        title: '规则 1.1 版发布：2026 赛季规则最终修订',
        summary:
          '1.1 版是本赛季规则的最终版本：统一各赛道的评分框架，细化空中机器人安全要求，并明确技术文档的逾期处理。',
        blocks: [
          {
            type: 'paragraph',
            text: '技术委员会根据 1 月以来收到的意见完成了规则最终修订。自今日起，规则只会以书面答疑的形式澄清，不再修改条款。',
          },
          { type: 'heading', text: '主要变化' },
          {
            type: 'list',
            items: [
              '统一评分框架：现场任务 60%、工程文档 15%、技术答辩 20%、安全与合规 5%。',
              '水下机器人：主保险丝额定电流不超过 25 A，须安装在距电源接头 30 cm 以内。',
              '空中机器人：起飞质量不超过 2 kg，必须设置地理围栏，失去链路 2 秒内自动降落。',
              '技术文档逾期每天扣除文档分的 20%，逾期超过 3 天不计分。',
            ],
          },
          {
            type: 'note',
            text: '规则问题请发送至 rules@example.org；8 月 1 日之后提出的问题只在现场裁判会议上答复。',
          },
        ],
      },
      'en-US': {
        title: 'Rules version 1.1: the final revision for 2026',
        summary:
          'Version 1.1 is the final rulebook of the season: one scoring framework for every track, detailed aerial safety requirements and a clear rule for late technical documents.',
        blocks: [
          {
            type: 'paragraph',
            text: 'The technical committee has completed the final revision using the comments received since January. From today the rules are only clarified through written answers; clauses no longer change.',
          },
          { type: 'heading', text: 'Main changes' },
          {
            type: 'list',
            items: [
              'One scoring framework: on-site missions 60%, engineering documentation 15%, technical interview 20%, safety and compliance 5%.',
              'Underwater ROV: a main fuse rated at most 25 A, within 30 cm of the power connection.',
              'Aerial robot: take-off mass at most 2 kg, a geofence, and an automatic landing within 2 seconds of losing the link.',
              'Late technical documents lose 20% of the documentation score per day and are not scored if more than 3 days late.',
            ],
          },
          {
            type: 'note',
            text: 'Send rule questions to rules@example.org; questions raised after 1 August are answered only at the judges’ meeting on site.',
          },
        ],
      },
    },
  },
  {
    id: 5,
    date: '2026-03-01',
    category: 'platform',
    text: {
      'zh-CN': {
        title: '2026 仿真环境发布',
        summary:
          '基于 ROS 2 与 Gazebo 的统一仿真环境今日发布，包含水下与地面两组练习场景；6 月 13 日至 14 日的线上资格赛即在此环境中进行。',
        blocks: [
          {
            type: 'paragraph',
            text: '仿真环境已在“资料库”中发布。队伍可在本地运行与正式评测一致的环境，并在提交前得到预估分数。此后只发布缺陷修复版本。',
          },
          { type: 'heading', text: '环境内容' },
          {
            type: 'list',
            items: [
              '基础镜像：Ubuntu 24.04 + ROS 2 Jazzy + Gazebo Harmonic。',
              '练习场景：水下 4 个（港口巡检、海底管线、记录仪回收、自主对接），地面 4 个（碎石路、沙地坡道、障碍区、取样点导航）。',
              '标准机器人模型：观察级 ROV 与六轮漫游车各一款，传感器参数与实物一致。',
              '评分插件：按 2026 规则自动计算任务得分与用时，并输出回放文件。',
            ],
          },
          { type: 'heading', text: '提交与评测' },
          {
            type: 'list',
            items: [
              '提交物为 Docker 镜像，压缩后不超过 10 GB。',
              '评测资源：8 个 vCPU、32 GB 内存、1 块 16 GB 显存的 GPU，不可联网；每个场景限时 20 分钟。',
              '线上资格赛使用 3 个隐藏场景取平均分，每队共 3 次提交机会，前 16 名晋级总决赛。',
            ],
          },
          { type: 'note', text: '环境问题请查阅资料库中的常见问题，或发送邮件至 simulation@example.org。' },
        ],
      },
      'en-US': {
        title: 'The 2026 simulation environment is released',
        summary:
          'The common ROS 2 and Gazebo environment is out today with underwater and ground practice scenarios. The online qualifier on 13–14 June runs on it.',
        blocks: [
          {
            type: 'paragraph',
            text: 'The simulation environment is now available in the Database. Teams can run exactly the environment used for official evaluation on their own machines and see an estimated score before submitting. From now on only bug-fix releases follow.',
          },
          { type: 'heading', text: 'What is included' },
          {
            type: 'list',
            items: [
              'Base image: Ubuntu 24.04 + ROS 2 Jazzy + Gazebo Harmonic.',
              'Practice scenarios: 4 underwater (harbour inspection, subsea pipeline, logger recovery, autonomous docking) and 4 ground (gravel track, sand slope, obstacle zone, waypoint sampling).',
              'Reference robots: an observation-class ROV and a six-wheel rover with the sensor parameters of the real hardware.',
              'Scoring plugin: computes mission points and time under the 2026 rules and writes a replay file.',
            ],
          },
          { type: 'heading', text: 'Submission and evaluation' },
          {
            type: 'list',
            items: [
              'Submit a Docker image of at most 10 GB compressed.',
              'Evaluation resources: 8 vCPUs, 32 GB of memory and one GPU with 16 GB, no network access; 20 minutes per scenario.',
              'The online qualifier averages 3 hidden scenarios; each team has 3 submissions, and the top 16 go to the World Finals.',
            ],
          },
          {
            type: 'note',
            text: 'For environment questions see the FAQ in the Database or write to simulation@example.org.',
          },
        ],
      },
    },
  },
  {
    id: 6,
    date: '2026-05-06',
    category: 'travel',
    text: {
      'zh-CN': {
        title: '境外队员请尽早申请签证邀请函',
        summary:
          '需要签证的队员，请由队长在 2026 年 6 月 15 日前通过“我的队伍”页面申请邀请函；组委会在 10 个工作日内以电子邮件发出。',
        blocks: [
          {
            type: 'paragraph',
            text: '报名已于 4 月 30 日截止，总决赛队伍将于 6 月 30 日公布。考虑到签证办理时间，组委会建议可能晋级的境外队伍现在就申请邀请函，而不必等待晋级结果。',
          },
          { type: 'heading', text: '申请步骤' },
          {
            type: 'list',
            ordered: true,
            items: [
              '队长在“我的队伍”页面为需要签证的队员提交申请。',
              '提供护照信息页扫描件、出生日期以及计划入境和离境日期。',
              '组委会在 10 个工作日内通过电子邮件发送邀请函。',
              '持邀请函向所在国家的中国使领馆或签证中心申请，通常为访问签证（F 签证）。',
            ],
          },
          {
            type: 'note',
            text: '部分国家公民可在限定停留期内免签入境，相关政策可能调整，请在出行前向中国使领馆确认。问题请联系 logistics@example.org。',
          },
        ],
      },
      'en-US': {
        title: 'International members: request your visa invitation letters early',
        summary:
          'Captains request invitation letters for members who need a visa on the My team page by 15 June 2026; the Organising Committee e-mails them within 10 working days.',
        blocks: [
          {
            type: 'paragraph',
            text: 'Enrolment closed on 30 April and the World Finals teams are announced on 30 June. Because visas take time, international teams with a chance of qualifying should request their letters now rather than wait for the results.',
          },
          { type: 'heading', text: 'How to request' },
          {
            type: 'list',
            ordered: true,
            items: [
              'The captain submits the request on the My team page for each member who needs a visa.',
              'Provide a scan of the passport data page, the date of birth and the planned arrival and departure dates.',
              'The Organising Committee e-mails the letters within 10 working days.',
              'Apply with the letter at the Chinese embassy, consulate or visa centre in your country; the usual category is a visit visa (F visa).',
            ],
          },
          {
            type: 'note',
            text: 'Citizens of some countries may enter China visa-free for a limited stay; these policies change, so check with the Chinese embassy or consulate before you travel. Questions: logistics@example.org.',
          },
        ],
      },
    },
  },
  {
    id: 7,
    date: '2026-06-30',
    category: 'results',
    text: {
      'zh-CN': {
        title: '总决赛队伍名单公布：76 支队伍晋级青岛',
        summary:
          '本赛季共有来自 31 个国家和地区的 236 支队伍完成报名；仿真赛道资格赛前 16 名与三个实体赛道的 60 支队伍晋级总决赛。',
        blocks: [
          {
            type: 'paragraph',
            text: '6 月 13 日至 14 日的线上资格赛中，仿真赛道 71 支队伍在 3 个隐藏场景中完成评测。实体赛道的晋级队伍由评审委员会根据 6 月 15 日提交的技术文档与安全自查确定。',
          },
          {
            type: 'table',
            columns: ['赛道', '报名队伍', '晋级队伍'],
            rows: [
              ['水下机器人', '68', '24'],
              ['地面漫游车', '52', '20'],
              ['空中机器人', '45', '16'],
              ['仿真', '71', '16'],
            ],
          },
          {
            type: 'paragraph',
            text: '晋级队伍须在 7 月 20 日前确认参赛，并提交住宿与航班信息；海运设备须在 7 月 10 日前发出。',
          },
          {
            type: 'note',
            text: '对结果有异议的队伍，请由队长在 7 月 3 日前发送申诉至 appeals@example.org。',
          },
        ],
      },
      'en-US': {
        title: 'World Finals teams announced: 76 teams head to Qingdao',
        summary:
          '236 teams from 31 countries and regions enrolled this season. The top 16 of the simulation qualifier and 60 teams of the three physical tracks go to the World Finals.',
        blocks: [
          {
            type: 'paragraph',
            text: 'In the online qualifier on 13–14 June, 71 simulation teams were evaluated in 3 hidden scenarios. In the physical tracks the judging panel selected the finalists from the technical documents and safety self-checks submitted by 15 June.',
          },
          {
            type: 'table',
            columns: ['Track', 'Enrolled teams', 'Finalists'],
            rows: [
              ['Underwater ROV', '68', '24'],
              ['Ground rover', '52', '20'],
              ['Aerial robot', '45', '16'],
              ['Simulation', '71', '16'],
            ],
          },
          {
            type: 'paragraph',
            text: 'Finalists confirm their participation and submit accommodation and flight details by 20 July; sea freight must be dispatched by 10 July.',
          },
          {
            type: 'note',
            text: 'Teams that wish to contest the result may have their captain send an appeal to appeals@example.org by 3 July.',
          },
        ],
      },
    },
  },
  {
    id: 8,
    date: '2026-07-08',
    category: 'partner',
    text: {
      'zh-CN': {
        title: '两家合作伙伴加入：传感器借用与云端算力支持',
        summary:
          '海燕海洋仪器为水下赛道决赛队伍借出深度与姿态传感器套件，北辰仿真实验室为仿真赛道决赛队伍提供每队 500 GPU 小时的云端算力。',
        blocks: [
          {
            type: 'paragraph',
            text: '组委会与海燕海洋仪器有限公司、北辰仿真实验室签署合作协议，帮助决赛队伍在最后六周里完成调试。',
          },
          {
            type: 'list',
            items: [
              '传感器借用：水下赛道 24 支决赛队伍每队可借用 1 套深度计与九轴姿态传感器，7 月中旬寄出，决赛后在现场归还。',
              '云端算力：仿真赛道 16 支决赛队伍每队获得 500 GPU 小时，有效期至 2026 年 8 月 31 日。',
              '两家合作伙伴的工程师将在总决赛期间于 A 馆提供技术支持。',
            ],
          },
          {
            type: 'note',
            text: '合作伙伴不参与评分，也不获取队伍的代码与数据。合作咨询请联系 partners@example.org。',
          },
        ],
      },
      'en-US': {
        title: 'Two new partners: sensor loans and cloud computing time',
        summary:
          'Haiyan Marine Instruments lends depth and attitude sensor kits to underwater finalists, and Northstar Simulation Lab gives each simulation finalist 500 GPU hours.',
        blocks: [
          {
            type: 'paragraph',
            text: 'The Organising Committee has signed agreements with Haiyan Marine Instruments Co., Ltd. and Northstar Simulation Lab to help the finalists with their last six weeks of testing.',
          },
          {
            type: 'list',
            items: [
              'Sensor loans: each of the 24 underwater finalists may borrow one depth gauge and nine-axis attitude sensor kit, shipped in mid-July and returned on site after the finals.',
              'Cloud computing: each of the 16 simulation finalists receives 500 GPU hours, valid until 31 August 2026.',
              'Engineers from both partners offer technical support in Hall A during the World Finals.',
            ],
          },
          {
            type: 'note',
            text: 'Partners take no part in judging and receive no team code or data. Partnership enquiries: partners@example.org.',
          },
        ],
      },
    },
  },
  {
    id: 9,
    date: '2026-08-23',
    category: 'results',
    text: {
      'zh-CN': {
        title: '2026 总决赛落幕：四个赛道冠军揭晓',
        summary:
          '经过三天角逐，76 支决赛队伍在青岛决出各赛道名次。每个赛道冠军获得 12 万元奖金，四项特别奖同时颁发。',
        blocks: [
          {
            type: 'paragraph',
            text: '8 月 23 日下午，2026 赛季颁奖典礼在青岛海洋科技博览中心 C 馆举行。本届决赛共完成 120 轮实体赛道任务与 32 次仿真决赛提交，无一起安全事故。',
          },
          {
            type: 'table',
            columns: ['赛道', '冠军', '组别', '任务得分亮点'],
            rows: [
              ['水下机器人', '深蓝回声队', '公开组', '唯一完成全部四项任务的队伍'],
              ['地面漫游车', '戈壁行者队', '公开组', '自主导航 30 分钟内到达全部 8 个航点'],
              ['空中机器人', '海鸥工作室', '青少年组', '移动平台精准降落，偏差 4 cm'],
              ['仿真', '零点漂移队', '公开组', '5 个新隐藏场景平均得分 91.4'],
            ],
          },
          {
            type: 'paragraph',
            text: '最佳工程文档奖、最佳安全实践奖、最佳新秀队伍奖与最佳团队协作奖共同分享 28 万元奖金。完整成绩见资料库中的《2026 总决赛成绩册》。',
          },
        ],
      },
      'en-US': {
        title: '2026 World Finals close: four track champions crowned',
        summary:
          'After three days of competition the 76 finalists settled the rankings in Qingdao. Each track champion receives CNY 120,000, and four special awards were presented.',
        blocks: [
          {
            type: 'paragraph',
            text: 'The 2026 awards ceremony took place on the afternoon of 23 August in Hall C of the Qingdao Marine Science Expo Centre. The finals saw 120 physical-track runs and 32 simulation final submissions, without a single safety incident.',
          },
          {
            type: 'table',
            columns: ['Track', 'Champion', 'Division', 'Highlight'],
            rows: [
              ['Underwater ROV', 'Deep Blue Echo', 'Open', 'The only team to complete all four tasks'],
              [
                'Ground rover',
                'Gobi Walkers',
                'Open',
                'Reached all 8 waypoints within the 30-minute autonomous mission',
              ],
              [
                'Aerial robot',
                'Seagull Studio',
                'Junior',
                'Precision landing on the moving platform, 4 cm off centre',
              ],
              ['Simulation', 'Zero Drift', 'Open', 'An average of 91.4 over the 5 new hidden scenarios'],
            ],
          },
          {
            type: 'paragraph',
            text: 'The awards for best engineering documentation, best safety practice, best newcomer team and best teamwork share CNY 280,000. The full rankings are in the “2026 World Finals results booklet” in the Database.',
          },
        ],
      },
    },
  },
  {
    id: 10,
    date: '2026-10-20',
    category: 'training',
    text: {
      'zh-CN': {
        title: '2026 决赛队伍优秀工程报告与比赛视频公开',
        summary:
          '按照“开放”原则，12 份获得高分的工程报告、决赛任务说明与精彩视频已在资料库和视频库上线，供新队伍学习参考。',
        blocks: [
          {
            type: 'paragraph',
            text: '大赛每个赛季结束后都会公开仿真环境、往届任务说明与优秀工程报告。本次公开的资料经作者队伍同意，采用 CC BY 4.0 许可。',
          },
          {
            type: 'list',
            items: [
              '12 份优秀工程报告：四个赛道各 3 份，附评委点评。',
              '2026 水下任务道具与自主对接站的全部 CAD 图纸。',
              '决赛精彩视频与评委谈工程文档评分的访谈。',
              '2026 仿真决赛的 5 个隐藏场景，已加入公开练习场景包。',
            ],
          },
          {
            type: 'note',
            text: '论文集第 3 卷（2026）面向决赛队伍征稿至 2026 年 12 月 31 日，详见“论文集”页面。',
          },
        ],
      },
      'en-US': {
        title: 'Top engineering reports and finals videos of 2026 now public',
        summary:
          'In keeping with our openness principle, 12 high-scoring engineering reports, the finals mission briefs and highlight videos are now in the Database and the video library.',
        blocks: [
          {
            type: 'paragraph',
            text: 'After each season the Competition publishes its simulation environment, past mission briefs and outstanding engineering reports. The material released today is shared with the authors’ consent under CC BY 4.0.',
          },
          {
            type: 'list',
            items: [
              '12 outstanding engineering reports, 3 per track, with the judges’ comments.',
              'All CAD drawings of the 2026 underwater mission props and the autonomous docking station.',
              'Finals highlight videos and an interview with judges on scoring engineering documentation.',
              'The 5 hidden scenarios of the 2026 simulation final, now part of the public practice pack.',
            ],
          },
          {
            type: 'note',
            text: 'Volume 3 of the proceedings (2026) accepts papers from finalist teams until 31 December 2026; see the Journal page.',
          },
        ],
      },
    },
  },
];

/** One entry in one language. */
function toItem(entry: NewsEntry, locale?: string): NewsItem {
  const { id, date, category } = entry;
  return { id, date, category, ...localize(entry.text, locale) };
}

/** Newest first: ISO dates sort as text, and ids break ties so the order never depends on the array. */
function newestFirst(a: NewsEntry, b: NewsEntry): number {
  return b.date.localeCompare(a.date) || b.id - a.id;
}

/** All news in one language, newest first, optionally limited to one category. */
export function newsList(locale?: string, category?: NewsCategory): NewsItem[] {
  return [...entries]
    .sort(newestFirst)
    .filter((e) => !category || e.category === category)
    .map((e) => toItem(e, locale));
}

/** One article by its numeric id, or `undefined` when there is none. */
export function newsById(id: number, locale?: string): NewsItem | undefined {
  const entry = entries.find((e) => e.id === id);
  return entry && toItem(entry, locale);
}

/** The articles published just before (`prev`) and just after (`next`) the given one. */
export function newsNeighbours(id: number, locale?: string): { prev?: NewsItem; next?: NewsItem } {
  const sorted = [...entries].sort(newestFirst);
  const index = sorted.findIndex((e) => e.id === id);
  if (index < 0) return {};
  const older = sorted[index + 1];
  const newer = sorted[index - 1];
  return {
    prev: older && toItem(older, locale),
    next: newer && toItem(newer, locale),
  };
}

/** Whether a string names a news category (for category filters read from the URL). */
export function isNewsCategory(value: string | null | undefined): value is NewsCategory {
  return !!value && (NEWS_CATEGORIES as readonly string[]).includes(value);
}
