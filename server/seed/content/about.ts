import type { Localized } from './localize';
import { MILESTONES, seasonText } from './seasonText';
import type { Section } from './types';

const zh = seasonText('zh-CN');
const en = seasonText('en-US');

/** The About area: `/About` shows every section, `/About/<id>` one of them. */
const about: Localized<Section[]> = {
  'zh-CN': [
    {
      id: 'Feature1',
      title: '大赛简介与使命',
      summary: '以真实工程任务培养下一代机器人与仿真技术人才。',
      blocks: [
        {
          type: 'paragraph',
          text: `国际先进机器人及仿真技术大赛（以下简称“大赛”）是一项面向全球 ${zh.ages} 岁在校学生的工程竞赛。大赛围绕海洋、陆地、空中三类作业环境以及数字仿真，设置水下机器人（ROV）、地面漫游车、空中机器人和仿真四个赛道。每支队伍由 ${zh.teamSize}组成。`,
        },
        { type: 'heading', text: '我们的使命' },
        {
          type: 'list',
          items: [
            '让学生在真实约束（预算、质量、功率、安全）下完成一台可工作的机器人或一套可运行的控制软件。',
            '把工程文档、技术答辩和安全实践纳入评分，培养完整的工程素养，而不只是“跑得快”。',
            '通过开放的仿真环境降低参赛门槛，使缺少场地和经费的队伍也能与世界各地的同龄人同台竞技。',
            '促进不同国家和地区的学生、教师与行业工程师之间的交流与合作。',
          ],
        },
        { type: 'heading', text: '大赛的基本原则' },
        {
          type: 'list',
          items: [
            '学生主导：设计、制造、编程和操作必须由学生队员完成，指导教师只提供指导。',
            '安全第一：所有参赛设备须通过现场安全检查后方可上场。',
            '公开透明：规则、评分细则和成绩在官网公开，申诉有明确流程。',
            '开放共享：仿真环境、往届任务说明和优秀工程文档在赛后向公众开放。',
          ],
        },
        {
          type: 'note',
          text: `${zh.year} 赛季（${zh.edition}）总决赛将于 ${zh.finals}在${zh.venue}（${zh.city}）举行，报名截止时间为 ${zh.enrolmentCloses}（${zh.timeZone}）。`,
        },
      ],
    },
    {
      id: 'Feature2',
      title: '发展历程',
      summary: '从一场邀请赛到四个赛道的国际赛事。',
      blocks: [
        {
          type: 'paragraph',
          text: '大赛起源于 2023 年在青岛举办的水下机器人邀请赛。此后每年扩大规模、增加赛道，并逐步形成统一的安全规范与评分框架。',
        },
        {
          type: 'table',
          columns: ['届次', '年份', '主要变化', '规模'],
          rows: [
            ['第一届', '2023', '水下机器人邀请赛，设中学组与大学组', '3 个国家和地区，46 支队伍'],
            ['第二届', '2024', '更名为国际赛事，新增地面漫游车赛道', '18 个国家和地区，130 支队伍'],
            ['第三届', '2025', '新增仿真赛道，首次举办线上资格赛', '26 个国家和地区，210 支队伍，1,520 人'],
            ['第四届', '2026', '新增空中机器人赛道，奖金池增至 120 万元', '31 个国家和地区，236 支队伍'],
            [
              zh.editionShort,
              String(zh.year),
              `总决赛 ${zh.finals}在${zh.venue}举行`,
              `报名进行中，截止于 ${zh.enrolmentCloses}`,
            ],
          ],
        },
        { type: 'heading', text: '里程碑' },
        {
          type: 'list',
          items: [
            '2024 年：发布第一版《统一安全规范》，此后所有赛道共同遵守。',
            '2025 年：基于 ROS 2 与 Gazebo 的仿真环境开源，全年下载超过 4,000 次。',
            '2025 年：设立“最佳新秀队伍”奖，鼓励首次参赛的队伍。',
            '2026 年：评分框架统一为现场任务 60%、工程文档 15%、技术答辩 20%、安全与合规 5%。',
          ],
        },
      ],
    },
    {
      id: 'Feature3',
      title: '组织机构',
      summary: '组委会、技术委员会、裁判委员会与秘书处分工协作。',
      blocks: [
        {
          type: 'paragraph',
          text: '大赛组委会是大赛的最高决策机构，由主办单位、承办单位和协办单位的代表组成，每年召开两次全体会议，审议赛季计划、规则修订和预算。',
        },
        {
          type: 'table',
          columns: ['机构', '职责', '组成'],
          rows: [
            ['组委会', '审定赛季计划、规则与预算，任命各专门委员会', '主办、承办及协办单位代表共 11 人'],
            [
              '技术委员会',
              '编写规则与任务说明，答复规则咨询，维护仿真环境',
              '来自 9 个国家和地区的 15 名专家',
            ],
            [
              '裁判委员会',
              '培训与派遣裁判，组织现场评分与技术答辩',
              '裁判长 1 人，各赛道主裁判 4 人，裁判约 80 人',
            ],
            [
              '安全委员会',
              '制定安全规范，组织赛前安全检查，处理现场安全事件',
              '注册安全工程师与急救人员共 12 人',
            ],
            ['申诉委员会', '独立受理并裁决申诉', '3 名未参与该赛道评分的委员'],
            ['秘书处', '报名、后勤、签证邀请函、媒体与合作伙伴联络', '专职工作人员 9 人及志愿者约 150 人'],
          ],
        },
        {
          type: 'note',
          text: '委员会成员不得担任任何参赛队的指导教师，如与参赛队存在利益关系，须在赛季开始前书面申报并回避相关评分。',
        },
      ],
    },
    {
      id: 'Feature4',
      title: '举办城市与场馆',
      summary: `${zh.year} 赛季总决赛于 ${zh.finals}在${zh.venue}（${zh.city}）举行。`,
      blocks: [
        {
          type: 'paragraph',
          text: '青岛位于中国山东半岛南部，是重要的海洋科研与海洋装备产业城市。8 月下旬平均气温约 25 ℃，湿度较高，偶有降雨，请参赛队做好设备防潮准备。',
        },
        { type: 'heading', text: `比赛场馆：${zh.venue}` },
        {
          type: 'table',
          columns: ['区域', '用途', '主要参数'],
          rows: [
            ['A 馆', '报到处、参赛队维修区（Pit）、技术答辩室', '每队 3 m × 3 m 维修位，配 220 V 电源 2 路'],
            ['室内水池', '水下机器人赛', '25 m × 20 m，水深 4 m，水温约 26 ℃，淡水'],
            ['B 馆', '空中机器人赛', '30 m × 20 m × 10 m 全封闭防护网场地'],
            ['户外场地', '地面漫游车赛', '120 m × 80 m，含碎石、沙地、坡道（最大 25°）与障碍区'],
            ['C 馆', '仿真赛总决赛、开闭幕式', '60 个标准工作站，可容纳 1,200 名观众'],
          ],
        },
        { type: 'heading', text: '交通' },
        {
          type: 'list',
          items: [
            `青岛胶东国际机场（TAO）距场馆约 50 公里，${zh.range(MILESTONES.arrival, MILESTONES.checkIn, { year: false })}组委会提供接机班车。`,
            '高铁青岛北站距场馆约 30 公里，可乘地铁或出租车前往。',
            '比赛期间，各合作酒店与场馆之间每 30 分钟一班免费接驳车（7:00—21:00）。',
          ],
        },
      ],
    },
    {
      id: 'Feature5',
      title: '合作伙伴与赞助',
      summary: '与我们一起支持青年工程师。',
      blocks: [
        {
          type: 'paragraph',
          text: '大赛的奖金、场地、仿真算力和参赛队住宿补贴主要来自合作伙伴的支持。我们欢迎企业、基金会、高校和媒体以多种形式参与。',
        },
        {
          type: 'table',
          columns: ['合作级别', '主要权益', '参考额度'],
          rows: [
            [
              '战略合作伙伴',
              '赛事联合冠名、开幕式致辞、专属展位（36 m²）、冠名一项专项奖',
              '人民币 80 万元起',
            ],
            ['金牌赞助', '场馆与官网标识展示、展位（18 m²）、招聘宣讲 1 场', '人民币 30 万元起'],
            ['银牌赞助', '官网与背景板标识展示、展位（9 m²）', '人民币 10 万元起'],
            ['设备与算力支持', '以设备、元器件或云算力形式支持参赛队，官网致谢', '按实物或服务价值计'],
            ['媒体合作', '赛事报道、直播与专访权限', '以资源置换为主'],
          ],
        },
        { type: 'heading', text: '合作原则' },
        {
          type: 'list',
          items: [
            '赞助商不得参与评分，也不得影响规则制定。',
            '赞助商提供给参赛队的设备须对所有参赛队同等开放申请。',
            '面向未成年参赛者的宣传和数据收集须遵守举办地与参赛者所在国的法律。',
          ],
        },
        {
          type: 'note',
          text: `合作洽谈请联系 partners@example.org，${zh.year} 赛季合作意向请于 ${zh.date(MILESTONES.rosterCloses)}前提交。`,
        },
      ],
    },
    {
      id: 'Contact0',
      title: '联系我们',
      summary: '组委会秘书处工作时间：周一至周五 9:00—17:00（北京时间）。',
      blocks: [
        {
          type: 'table',
          columns: ['事项', '联系方式'],
          rows: [
            ['综合咨询', 'info@example.org'],
            ['规则与技术问题', 'rules@example.org'],
            ['报名与账号问题', 'enrol@example.org'],
            ['后勤、签证与住宿', 'logistics@example.org'],
            ['合作与赞助', 'partners@example.org'],
            ['媒体采访', 'media@example.org'],
            ['电话', '+86 532 5550 0100'],
          ],
        },
        { type: 'heading', text: '通讯地址' },
        {
          type: 'paragraph',
          text: '中国山东省青岛市崂山区海岸科创园 3 号楼 502 室 国际先进机器人及仿真技术大赛组委会秘书处，邮编 266061。',
        },
        {
          type: 'note',
          text: '我们通常在 2 个工作日内回复邮件。来信请注明队伍编号（如有）和所属赛道，以便更快处理。',
        },
      ],
    },
  ],
  'en-US': [
    {
      id: 'Feature1',
      title: 'The competition and its mission',
      summary:
        'Growing the next generation of robotics and simulation engineers through real engineering tasks.',
      blocks: [
        {
          type: 'paragraph',
          text: `The International Competition on Advanced Robots and Simulation Technology (“the Competition”) is an engineering contest for students aged ${en.ages} from all over the world. Built around three working environments (sea, land and air) plus digital simulation, it has four tracks: underwater ROV, ground rover, aerial robot and simulation. A team has ${en.teamSize}.`,
        },
        { type: 'heading', text: 'Our mission' },
        {
          type: 'list',
          items: [
            'Let students deliver a working robot or running control software under real constraints: budget, mass, power and safety.',
            'Score engineering documentation, the technical interview and safety practice, so that teams learn the whole craft and not only speed.',
            'Lower the entry barrier with an open simulation environment, so that teams without a pool, a field or a large budget can still compete with peers worldwide.',
            'Bring students, teachers and industry engineers from different countries and regions together.',
          ],
        },
        { type: 'heading', text: 'Guiding principles' },
        {
          type: 'list',
          items: [
            'Student-led: students design, build, program and operate; advisors advise.',
            'Safety first: no equipment competes before it passes the on-site safety inspection.',
            'Transparency: rules, scoring rubrics and results are published, and appeals follow a clear procedure.',
            'Openness: the simulation environment, past mission briefs and outstanding engineering reports are published after each season.',
          ],
        },
        {
          type: 'note',
          text: `The ${en.year} World Finals, the ${en.edition} edition, take place on ${en.finals} at the ${en.venue} in ${en.city}. Enrolment closes on ${en.enrolmentCloses} (${en.timeZone}).`,
        },
      ],
    },
    {
      id: 'Feature2',
      title: 'History',
      summary: 'From an invitational event to a four-track international competition.',
      blocks: [
        {
          type: 'paragraph',
          text: 'The Competition began as an underwater robotics invitational held in Qingdao in 2023. Each year since, it has grown, added tracks and settled on one safety code and one scoring framework.',
        },
        {
          type: 'table',
          columns: ['Edition', 'Year', 'Main changes', 'Scale'],
          rows: [
            [
              '1st',
              '2023',
              'Underwater ROV invitational with secondary and university divisions',
              '3 countries and regions, 46 teams',
            ],
            [
              '2nd',
              '2024',
              'Became international; ground rover track added',
              '18 countries and regions, 130 teams',
            ],
            [
              '3rd',
              '2025',
              'Simulation track added with the first online qualifier',
              '26 countries and regions, 210 teams, 1,520 people',
            ],
            [
              '4th',
              '2026',
              'Aerial robot track added; prize pool raised to CNY 1.2 million',
              '31 countries and regions, 236 teams',
            ],
            [
              en.editionShort,
              String(en.year),
              `World Finals on ${en.finals} at the ${en.venue}`,
              `Enrolment open until ${en.enrolmentCloses}`,
            ],
          ],
        },
        { type: 'heading', text: 'Milestones' },
        {
          type: 'list',
          items: [
            '2024: the first Common Safety Code is published and adopted by every track.',
            '2025: the ROS 2 and Gazebo simulation environment is released as open source and downloaded more than 4,000 times that year.',
            '2025: the Best Newcomer award is created for first-time teams.',
            '2026: the scoring framework is unified: on-site missions 60%, engineering documentation 15%, technical interview 20%, safety and compliance 5%.',
          ],
        },
      ],
    },
    {
      id: 'Feature3',
      title: 'Organising committee',
      summary:
        'The Organising Committee, its technical, judging, safety and appeals bodies, and the Secretariat.',
      blocks: [
        {
          type: 'paragraph',
          text: 'The Organising Committee is the Competition’s highest decision-making body. Its members represent the organisers, hosts and co-organisers; it meets in full twice a year to approve the season plan, rule revisions and the budget.',
        },
        {
          type: 'table',
          columns: ['Body', 'Responsibilities', 'Members'],
          rows: [
            [
              'Organising Committee',
              'Approves the season plan, rules and budget; appoints the committees',
              '11 representatives of organisers, hosts and co-organisers',
            ],
            [
              'Technical Committee',
              'Writes rules and mission briefs, answers rule questions, maintains the simulation environment',
              '15 experts from 9 countries and regions',
            ],
            [
              'Judging Committee',
              'Trains and assigns judges, runs on-site scoring and technical interviews',
              '1 chief judge, 4 track head judges, about 80 judges',
            ],
            [
              'Safety Committee',
              'Writes the safety code, runs safety inspections, handles on-site incidents',
              '12 certified safety engineers and first-aiders',
            ],
            [
              'Appeals Committee',
              'Hears and decides appeals independently',
              '3 members who did not judge the track concerned',
            ],
            [
              'Secretariat',
              'Enrolment, logistics, visa invitation letters, media and partner relations',
              '9 staff and about 150 volunteers',
            ],
          ],
        },
        {
          type: 'note',
          text: 'Committee members may not advise any team. Any interest in a team must be declared in writing before the season starts, and the member then stays out of that scoring.',
        },
      ],
    },
    {
      id: 'Feature4',
      title: 'Host city and venues',
      summary: `The ${en.year} World Finals take place on ${en.finals} at the ${en.venue} in ${en.city}.`,
      blocks: [
        {
          type: 'paragraph',
          text: 'Qingdao, on the southern coast of China’s Shandong Peninsula, is a centre of marine research and marine equipment industry. In late August the average temperature is about 25 °C with high humidity and occasional rain, so protect your equipment against moisture.',
        },
        { type: 'heading', text: `Venue: ${en.venue}` },
        {
          type: 'table',
          columns: ['Area', 'Use', 'Key figures'],
          rows: [
            [
              'Hall A',
              'Check-in desk, team pits, technical interview rooms',
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
              'Simulation finals, opening and closing ceremonies',
              '60 standard workstations, seating for 1,200',
            ],
          ],
        },
        { type: 'heading', text: 'Getting there' },
        {
          type: 'list',
          items: [
            `Qingdao Jiaodong International Airport (TAO) is about 50 km from the venue; shuttle buses meet arrivals on ${en.range(MILESTONES.arrival, MILESTONES.checkIn, { year: false })}.`,
            'Qingdao North high-speed railway station is about 30 km away, by metro or taxi.',
            'During the event a free shuttle runs every 30 minutes between the partner hotels and the venue (7:00–21:00).',
          ],
        },
      ],
    },
    {
      id: 'Feature5',
      title: 'Partners and sponsorship',
      summary: 'Support young engineers with us.',
      blocks: [
        {
          type: 'paragraph',
          text: 'Prize money, venues, simulation computing and the accommodation subsidy for teams are funded mainly by our partners. Companies, foundations, universities and media are welcome to take part in several ways.',
        },
        {
          type: 'table',
          columns: ['Partnership level', 'Main benefits', 'Indicative amount'],
          rows: [
            [
              'Strategic partner',
              'Co-naming of the event, opening ceremony address, 36 m² booth, one named special award',
              'From CNY 800,000',
            ],
            [
              'Gold sponsor',
              'Logo at the venue and on the website, 18 m² booth, one recruitment talk',
              'From CNY 300,000',
            ],
            ['Silver sponsor', 'Logo on the website and the backdrop, 9 m² booth', 'From CNY 100,000'],
            [
              'Equipment and computing',
              'Equipment, components or cloud computing for teams, acknowledged on the website',
              'Valued in kind',
            ],
            ['Media partner', 'Coverage, live-streaming and interview access', 'Mainly in-kind exchange'],
          ],
        },
        { type: 'heading', text: 'Partnership principles' },
        {
          type: 'list',
          items: [
            'Sponsors take no part in judging and have no influence on the rules.',
            'Equipment a sponsor offers to teams must be open to applications from every team on equal terms.',
            'Publicity and data collection involving minors follow the laws of the host country and of the participants’ countries.',
          ],
        },
        {
          type: 'note',
          text: `To discuss a partnership, write to partners@example.org. Expressions of interest for the ${en.year} season are welcome until ${en.date(MILESTONES.rosterCloses)}.`,
        },
      ],
    },
    {
      id: 'Contact0',
      title: 'Contact us',
      summary: 'The Secretariat works Monday to Friday, 9:00–17:00 (UTC+8).',
      blocks: [
        {
          type: 'table',
          columns: ['Topic', 'Contact'],
          rows: [
            ['General enquiries', 'info@example.org'],
            ['Rules and technical questions', 'rules@example.org'],
            ['Enrolment and accounts', 'enrol@example.org'],
            ['Logistics, visas and accommodation', 'logistics@example.org'],
            ['Partnership and sponsorship', 'partners@example.org'],
            ['Press', 'media@example.org'],
            ['Phone', '+86 532 5550 0100'],
          ],
        },
        { type: 'heading', text: 'Postal address' },
        {
          type: 'paragraph',
          text: 'Organising Committee Secretariat, Room 502, Building 3, Coastal Science and Innovation Park, Laoshan District, Qingdao 266061, China.',
        },
        {
          type: 'note',
          text: 'We usually reply within 2 working days. Please include your team number (if you have one) and your track so that we can help you faster.',
        },
      ],
    },
  ],
};

export default about;
