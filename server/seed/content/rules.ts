import type { Localized } from './localize';
import { MILESTONES as M, seasonText } from './seasonText';
import type { Section } from './types';

const zh = seasonText('zh-CN');
const en = seasonText('en-US');

/**
 * The rulebook of the current season. Its dates, team sizes and ages come from common/season.ts
 * (through seasonText), so the home page, the notes and the welcome guide quote the same values;
 * the limits and scoring weights are the ones teams build to.
 */
const rules: Localized<Section[]> = {
  'zh-CN': [
    {
      id: 'Feature1',
      title: '总则',
      summary: `适用于 ${zh.year} 赛季所有赛道的基本规定。`,
      blocks: [
        {
          type: 'paragraph',
          text: `本规则适用于 ${zh.year} 赛季（${zh.edition}）的水下机器人（ROV）、地面漫游车、空中机器人和仿真四个赛道。各赛道的任务说明是本规则的组成部分，与本规则冲突时以本规则为准。`,
        },
        {
          type: 'list',
          ordered: true,
          items: [
            `规则第 1.0 版于 ${zh.date(M.registrationOpens)}随报名开放发布，最终修订版于 ${zh.date(M.rulesFinal)}发布，此后除安全相关条款外不再修改。`,
            '规则以中文和英文发布，两种文本具有同等效力；如有歧义，由技术委员会作出解释。',
            '技术委员会对规则问题的书面答复（“规则问答”）在官网公开，与规则具有同等效力。',
            '每支队伍在一个赛季内只能参加一个赛道；每名学生在一个赛季内只能加入一支队伍。',
            '参赛队须遵守举办地法律法规以及场馆管理规定。',
            '报名免费；总决赛参赛队的差旅费用自理，组委会提供住宿补贴（见《参赛须知》）。',
          ],
        },
        {
          type: 'note',
          text: '报名即表示队伍所有成员（未成年人由其监护人）已阅读并同意本规则，以及组委会对比赛影像资料的非商业使用。',
        },
      ],
    },
    {
      id: 'Feature2',
      title: '参赛资格与队伍组成',
      summary: '谁可以参赛，以及一支队伍如何组成。',
      blocks: [
        { type: 'heading', text: '队员' },
        {
          type: 'list',
          items: [
            `队员须为全日制在校学生（中学、职业院校、本科或研究生），${zh.ageRule}。`,
            `每支队伍由 ${zh.students} 名学生组成（含队长），队长负责与组委会联络。`,
            '同一支队伍的学生可以来自不同学校，但须在报名时注明各自的学校。',
            `未满 ${zh.adultAge} 周岁的队员须提交监护人签署的参赛同意书。`,
          ],
        },
        { type: 'heading', text: '指导教师' },
        {
          type: 'list',
          items: [
            `每支队伍可有 0—${zh.maxAdvisors} 名指导教师，须为年满 ${zh.adultAge} 周岁的成年人，不计入队伍的学生人数；有未成年队员的队伍须至少有 1 名指导教师随队参加总决赛。`,
            '指导教师可以提供建议和培训，但不得操作参赛设备、编写比赛代码或参加技术答辩。',
            '一名指导教师最多可指导 3 支队伍。',
          ],
        },
        { type: 'heading', text: '组别' },
        {
          type: 'table',
          columns: ['组别', '条件', '适用赛道'],
          rows: [
            ['青少年组', '所有队员均为中学或职业院校学生', '水下机器人、地面漫游车、空中机器人、仿真'],
            ['公开组', '至少有 1 名队员为本科生或研究生', '水下机器人、地面漫游车、空中机器人、仿真'],
          ],
        },
        {
          type: 'note',
          text: `队员名单可在 ${zh.date(M.rosterCloses)}前修改，此后只允许在组委会批准的特殊情况下（如疾病）替换 1 名队员。`,
        },
      ],
    },
    {
      id: 'Feature3',
      title: '注册、报名与截止日期',
      summary: '从注册账号到总决赛的关键时间节点（均为北京时间 UTC+8）。',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            '注册账号，并在“个人信息”页（/account/Evpi）填写姓名、出生日期、学校和证件信息。',
            '队长在“我的队伍”页（/account/Team）创建队伍，其他队员通过邀请码加入。',
            '队伍人数满足要求后，队长在“赛事报名”页（/EnrollFor）选择赛道与组别并提交报名。',
            '按期提交技术文档；仿真赛道参加线上资格赛。',
            `入围队伍确认参赛、提交差旅信息，并于 ${zh.date(M.checkIn, { year: false })}到现场报到。`,
          ],
        },
        {
          type: 'table',
          columns: ['日期', '事项'],
          rows: [
            [zh.date(M.registrationOpens), '开放注册、组队与报名，发布规则第 1.0 版'],
            [zh.date(M.rulesFinal), '发布规则最终修订版与仿真环境'],
            [zh.enrolmentCloses, '报名截止'],
            [`${zh.date(M.rosterCloses)} 23:59`, '队员名单修改截止'],
            [zh.qualifier, '仿真赛道线上资格赛'],
            [`${zh.date(M.documentsDue)} 23:59`, '技术文档（工程报告、技术规格表、安全自查表）提交截止'],
            [zh.date(M.finalistsAnnounced), '公布总决赛入围名单'],
            [zh.date(M.finalistsConfirm), '入围队伍确认参赛并提交住宿与差旅信息'],
            [zh.finals, `总决赛（${zh.venue}）`],
          ],
        },
        {
          type: 'note',
          text: '逾期提交的技术文档每迟 1 天扣除文档分的 20%，逾期 3 天以上不予评分。报名截止后不接受新的报名。',
        },
      ],
    },
    {
      id: 'Feature4',
      title: '技术规格',
      summary: '三个实体赛道的尺寸、质量与电气限制。',
      blocks: [
        { type: 'heading', text: '水下机器人（ROV）' },
        {
          type: 'table',
          columns: ['项目', '限制'],
          rows: [
            ['供电', '由组委会提供 48 V 直流电源，整机仅可从该电源取电'],
            ['保险丝', '距电源接入点 30 cm 以内须串接额定值不超过 25 A 的主保险丝'],
            ['质量', '空气中整机（不含脐带缆）不超过 15 kg'],
            ['尺寸', '可整体放入直径 60 cm 的圆环内通过'],
            ['脐带缆', '长度不超过 25 m，须配备拉力消除装置'],
            ['气动', '工作压力不超过 40 psi（约 275 kPa），禁止使用液压'],
            ['推进器', '须加装防护罩，防护网孔不大于 12.5 mm'],
            ['电池', '机体内不得安装用于推进的电池'],
          ],
        },
        { type: 'heading', text: '地面漫游车' },
        {
          type: 'table',
          columns: ['项目', '限制'],
          rows: [
            ['质量', '整车不超过 50 kg'],
            ['尺寸', '出发时投影不超过 1.2 m × 1.2 m，高度不超过 1.5 m'],
            ['电压', '电池标称电压不超过 48 V'],
            ['急停', '车身须有醒目的红色急停按钮，并配备遥控急停，触发后 500 ms 内切断驱动电源'],
            ['无线通信', '2.4 GHz 频段等效全向辐射功率不超过 100 mW，5.8 GHz 频段不超过 200 mW'],
          ],
        },
        { type: 'heading', text: '空中机器人' },
        {
          type: 'table',
          columns: ['项目', '限制'],
          rows: [
            ['起飞质量', '不超过 2 kg（含电池与任务载荷）'],
            ['尺寸', '对角电机轴距不超过 500 mm'],
            ['电池', '不超过 6S 锂电池（满电 25.2 V）'],
            ['防护', '须安装全包围桨叶保护罩'],
            ['失控保护', '须设置电子围栏，信号丢失 2 秒内自动原地降落'],
          ],
        },
        {
          type: 'note',
          text: '所有设备须在现场安全检查中逐项核验；不符合规格的设备须整改后复检，复检通过前不得上场。',
        },
      ],
    },
    {
      id: 'Feature5',
      title: '安全规则',
      summary: '安全是上场的前提，也是评分的一部分。',
      blocks: [
        {
          type: 'list',
          items: [
            `所有设备在 ${zh.date(M.safetyInspection, { year: false })}的安全检查中须演示急停、保险丝与失控保护功能。`,
            '在维修区和比赛区，队员须佩戴护目镜并穿着不露脚趾的鞋子。',
            '锂电池须在防火袋中充电，充电时须有人看守；鼓包、破损的电池须立即交给安全员处理。',
            '焊接、切割和打磨只能在组委会指定的工作区进行。',
            '空中机器人只能在防护网场地内通电解锁；水下机器人只能在水池边指定位置通电。',
            '任何人发现安全隐患，都可以要求暂停比赛；裁判有权立即中止不安全的比赛轮次。',
          ],
        },
        {
          type: 'table',
          columns: ['违规情形', '处理'],
          rows: [
            ['首次轻微违规（如未佩戴护目镜）', '口头警告'],
            ['再次违规或比赛中出现安全问题', '扣除本轮安全与合规分'],
            ['在未经检查的情况下通电或飞行', '取消本轮成绩'],
            ['危及人身安全的行为', '取消全部比赛成绩'],
          ],
        },
        {
          type: 'note',
          text: '安全与合规占总分的 5%，在安全检查中一次通过的队伍可获得该项满分。',
        },
      ],
    },
    {
      id: 'Feature6',
      title: '评分',
      summary: '所有赛道共用的评分框架。',
      blocks: [
        {
          type: 'table',
          columns: ['评分项', '权重', '说明'],
          rows: [
            ['现场任务', '60%', '每队 2 轮，每轮 15 分钟（地面漫游车自主导航任务为 30 分钟），取较好一轮'],
            ['工程文档', '15%', '工程报告不超过 20 页，另附技术规格表与安全自查表'],
            ['技术答辩', '20%', '15 分钟陈述加 10 分钟问答，由 3 名裁判评分'],
            ['安全与合规', '5%', '安全检查与比赛过程中的安全表现'],
          ],
        },
        { type: 'heading', text: '并列名次' },
        {
          type: 'list',
          ordered: true,
          items: [
            '现场任务得分较高者名次在前。',
            '仍相同时，完成任务用时较短者名次在前。',
            '仍相同时，技术答辩得分较高者名次在前。',
          ],
        },
        { type: 'heading', text: '奖项' },
        {
          type: 'paragraph',
          text: '每个赛道设冠军（奖金 12 万元）、亚军（7 万元）和季军（4 万元）；另设最佳工程文档、最佳安全实践、最佳新秀队伍、最佳团队协作等专项奖，专项奖奖金合计 28 万元。全部奖金合计 120 万元人民币。',
        },
        {
          type: 'note',
          text: `各轮成绩在该轮结束后 30 分钟内于现场成绩屏和官网公布，总成绩在 ${zh.date(M.awards, { year: false })}颁奖典礼前确认。`,
        },
      ],
    },
    {
      id: 'Feature7',
      title: '仿真赛道规则',
      summary: '线上资格赛与现场总决赛。',
      blocks: [
        {
          type: 'paragraph',
          text: '仿真赛道使用组委会发布的统一仿真环境（基于 ROS 2 与 Gazebo），包含一个水下场景集和一个地面场景集。队伍提交可运行的容器镜像，在隐藏场景中自主完成任务。',
        },
        {
          type: 'table',
          columns: ['项目', '规定'],
          rows: [
            ['环境发布', `${zh.date(M.rulesFinal)}，此后仅发布错误修复版本`],
            ['提交格式', 'Docker 镜像，压缩后不超过 10 GB'],
            ['运行资源', '8 个 vCPU、32 GB 内存、1 块 16 GB 显存 GPU，禁止联网'],
            ['单场景时限', '20 分钟'],
            ['线上资格赛', `${zh.qualifier}，3 个隐藏场景，取平均分`],
            ['晋级', '资格赛前 16 名晋级总决赛'],
            ['总决赛', '现场 5 个新的隐藏场景，每队 2 次提交机会，取较好一次'],
          ],
        },
        {
          type: 'list',
          items: [
            '比赛期间不得人工遥控，仿真程序启动后只能自主运行。',
            '可以使用开源软件和预训练模型，但须在工程文档中列明来源与许可证。',
            '仿真赛道同样适用工程文档与技术答辩评分，权重与实体赛道相同；“安全与合规”项改为对代码安全与可复现性的评估。',
          ],
        },
        {
          type: 'note',
          text: '资格赛期间每队有 3 次提交机会，以最后一次成功运行的提交计分。',
        },
      ],
    },
    {
      id: 'Feature8',
      title: '行为准则与公平竞赛',
      summary: '尊重对手、诚实竞赛。',
      blocks: [
        {
          type: 'list',
          items: [
            '参赛设备的设计、制造、编程和操作须由学生队员完成。',
            '不得干扰其他队伍的设备、无线信号或比赛过程。',
            '不得在比赛区外对比赛场地进行测绘或使用未经允许的测试设施。',
            '可以购买商品化部件，但须在技术规格表中列明；整机购买的商用机器人不得参赛。',
            '鼓励队伍之间互相帮助，借用工具和零件不违反规则。',
            '尊重裁判、志愿者与其他参赛者，禁止任何形式的歧视和骚扰。',
          ],
        },
        {
          type: 'table',
          columns: ['违规程度', '处罚'],
          rows: [
            ['轻微', '警告'],
            ['一般', '扣除该轮任务得分的 10%'],
            ['严重', '取消该轮成绩'],
            ['特别严重（如作弊、骚扰）', '取消参赛资格，并通报其所在学校'],
          ],
        },
      ],
    },
    {
      id: 'Feature9',
      title: '申诉与争议处理',
      summary: '对成绩或判罚有异议时的处理程序。',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            '只有队长可以代表队伍提出申诉。',
            '现场比赛的申诉须在该轮成绩公布后 30 分钟内，以书面形式提交至裁判席；仿真线上资格赛的申诉须在成绩公布后 24 小时内发送至 appeals@example.org。',
            '申诉须说明所涉及的规则条款、事实经过，并可附上视频或日志等证据。',
            '申诉委员会在受理后 2 小时内（线上资格赛为 3 个工作日内）作出裁决，并书面通知队长。',
            '申诉委员会的裁决为最终裁决。',
          ],
        },
        {
          type: 'note',
          text: '申诉不收取费用。恶意或重复申诉可被视为违反行为准则。',
        },
      ],
    },
    {
      id: 'Contact0',
      title: '规则咨询',
      summary: '对规则有疑问？请先查看规则问答，再联系技术委员会。',
      blocks: [
        {
          type: 'table',
          columns: ['事项', '联系方式'],
          rows: [
            ['规则与技术规格咨询', 'rules@example.org'],
            ['仿真环境问题', 'simulation@example.org'],
            ['安全规范咨询', 'safety@example.org'],
            ['申诉（线上资格赛）', 'appeals@example.org'],
          ],
        },
        {
          type: 'list',
          items: [
            '来信请注明队伍编号、赛道和所涉及的规则条款编号。',
            '技术委员会在 5 个工作日内答复，具有普遍意义的问答将匿名公开在官网。',
            `${zh.date(M.ruleQuestionsClose)}之后提出的规则问题只在现场裁判会议上答复。`,
          ],
        },
      ],
    },
  ],
  'en-US': [
    {
      id: 'Feature1',
      title: 'General rules',
      summary: `Basic provisions for every track of the ${en.year} season.`,
      blocks: [
        {
          type: 'paragraph',
          text: `These rules apply to the underwater ROV, ground rover, aerial robot and simulation tracks of the ${en.year} season, the ${en.edition} edition. Each track’s mission brief is part of the rules; where the two conflict, these rules prevail.`,
        },
        {
          type: 'list',
          ordered: true,
          items: [
            `Version 1.0 of the rules is published on ${en.date(M.registrationOpens)}, when enrolment opens, and the final revision on ${en.date(M.rulesFinal)}; after that only safety clauses may change.`,
            'The rules are published in Chinese and English, both equally authoritative; the Technical Committee settles any ambiguity.',
            'Written answers of the Technical Committee to rule questions (the “Rules Q&A”) are published on the website and carry the same weight as the rules.',
            'A team enters one track per season; a student joins one team per season.',
            'Teams follow the laws of the host country and the venue regulations.',
            'Entry is free. World Finals teams pay their own travel; the Organising Committee subsidises accommodation (see the Notes).',
          ],
        },
        {
          type: 'note',
          text: 'By enrolling, every team member (and the guardian of a minor) confirms having read and accepted these rules and the non-commercial use of competition photos and videos by the Organising Committee.',
        },
      ],
    },
    {
      id: 'Feature2',
      title: 'Eligibility and team composition',
      summary: 'Who may take part and how a team is made up.',
      blocks: [
        { type: 'heading', text: 'Students' },
        {
          type: 'list',
          items: [
            `Students must be in full-time education (secondary school, vocational college, undergraduate or postgraduate) and, ${en.ageRule}.`,
            `A team has ${en.students} students, the captain included; the captain is the team’s contact with the Organising Committee.`,
            'Students of one team may come from different schools; each student’s school is declared at enrolment.',
            `Students under ${en.adultAge} submit a participation consent form signed by a parent or guardian.`,
          ],
        },
        { type: 'heading', text: 'Advisors' },
        {
          type: 'list',
          items: [
            `A team may have 0 to ${en.maxAdvisors} advisors, adults aged ${en.adultAge} or over who do not count toward the team’s students; a team with minors must bring at least one advisor to the World Finals.`,
            'Advisors may teach and advise, but may not operate competition equipment, write competition code or take part in the technical interview.',
            'One advisor may advise at most 3 teams.',
          ],
        },
        { type: 'heading', text: 'Divisions' },
        {
          type: 'table',
          columns: ['Division', 'Condition', 'Tracks'],
          rows: [
            [
              'Junior',
              'All students attend secondary school or vocational college',
              'Underwater ROV, ground rover, aerial robot, simulation',
            ],
            [
              'Open',
              'At least one student is an undergraduate or postgraduate',
              'Underwater ROV, ground rover, aerial robot, simulation',
            ],
          ],
        },
        {
          type: 'note',
          text: `The roster can be changed until ${en.date(M.rosterCloses)}. After that, one student may be replaced only in special cases (such as illness) approved by the Organising Committee.`,
        },
      ],
    },
    {
      id: 'Feature3',
      title: 'Registration, enrolment and deadlines',
      summary: 'Key dates from account registration to the World Finals (all times UTC+8).',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Register an account and fill in your name, date of birth, school and identity document on the Personal information page (/account/Evpi).',
            'The captain creates the team on the My team page (/account/Team); teammates join with the invitation code.',
            'Once the team is complete, the captain picks the track and division and submits the entry on the Enrolment page (/EnrollFor).',
            'Submit the technical documents on time; simulation teams take part in the online qualifier.',
            `Finalists confirm their participation, submit travel details and check in on site on ${en.date(M.checkIn, { year: false })}.`,
          ],
        },
        {
          type: 'table',
          columns: ['Date', 'Milestone'],
          rows: [
            [
              en.date(M.registrationOpens),
              'Registration, team creation and enrolment open; rules version 1.0 published',
            ],
            [en.date(M.rulesFinal), 'Final rules revision and simulation environment released'],
            [en.enrolmentCloses, 'Enrolment closes'],
            [`${en.date(M.rosterCloses)}, 23:59`, 'Roster changes close'],
            [en.qualifier, 'Online simulation qualifier'],
            [
              `${en.date(M.documentsDue)}, 23:59`,
              'Technical documents due (engineering report, specification sheet, safety self-check)',
            ],
            [en.date(M.finalistsAnnounced), 'World Finals teams announced'],
            [
              en.date(M.finalistsConfirm),
              'Finalists confirm participation and submit accommodation and travel details',
            ],
            [en.finals, `World Finals at the ${en.venue}`],
          ],
        },
        {
          type: 'note',
          text: 'Late technical documents lose 20% of the documentation score per day and are not scored if more than 3 days late. No entries are accepted after enrolment closes.',
        },
      ],
    },
    {
      id: 'Feature4',
      title: 'Technical specifications',
      summary: 'Size, mass and electrical limits of the three physical tracks.',
      blocks: [
        { type: 'heading', text: 'Underwater ROV' },
        {
          type: 'table',
          columns: ['Item', 'Limit'],
          rows: [
            [
              'Power',
              'The Organising Committee supplies 48 V DC; the vehicle draws power from this supply only',
            ],
            ['Fuse', 'A main fuse rated at most 25 A within 30 cm of the power connection'],
            ['Mass', 'At most 15 kg in air, tether excluded'],
            ['Size', 'Must pass whole through a 60 cm diameter ring'],
            ['Tether', 'At most 25 m long, with strain relief'],
            ['Pneumatics', 'At most 40 psi (about 275 kPa); hydraulics are not allowed'],
            ['Thrusters', 'Fully guarded, with openings no larger than 12.5 mm'],
            ['Batteries', 'No propulsion batteries on board'],
          ],
        },
        { type: 'heading', text: 'Ground rover' },
        {
          type: 'table',
          columns: ['Item', 'Limit'],
          rows: [
            ['Mass', 'At most 50 kg'],
            ['Size', 'Footprint at most 1.2 m × 1.2 m at start, height at most 1.5 m'],
            ['Voltage', 'Battery nominal voltage at most 48 V'],
            [
              'Emergency stop',
              'A clearly visible red stop button on the chassis and a remote stop, both cutting drive power within 500 ms',
            ],
            ['Radio', 'At most 100 mW EIRP in the 2.4 GHz band and 200 mW EIRP in the 5.8 GHz band'],
          ],
        },
        { type: 'heading', text: 'Aerial robot' },
        {
          type: 'table',
          columns: ['Item', 'Limit'],
          rows: [
            ['Take-off mass', 'At most 2 kg including battery and payload'],
            ['Size', 'Diagonal motor-to-motor distance at most 500 mm'],
            ['Battery', 'Lithium battery of at most 6S (25.2 V fully charged)'],
            ['Guards', 'Fully enclosing propeller guards'],
            ['Failsafe', 'A geofence, and an automatic landing within 2 seconds of losing the link'],
          ],
        },
        {
          type: 'note',
          text: 'Every item is checked at the on-site safety inspection. Equipment that does not comply must be fixed and re-inspected, and may not compete until it passes.',
        },
      ],
    },
    {
      id: 'Feature5',
      title: 'Safety rules',
      summary: 'Safety is the condition for competing, and part of the score.',
      blocks: [
        {
          type: 'list',
          items: [
            `At the safety inspection on ${en.date(M.safetyInspection, { year: false })}, every device demonstrates its emergency stop, fuse and failsafe.`,
            'In the pits and competition areas, team members wear safety glasses and closed-toe shoes.',
            'Lithium batteries are charged in fire-resistant bags and never left unattended; swollen or damaged batteries go straight to a safety officer.',
            'Soldering, cutting and grinding take place only in the designated workshop area.',
            'Aerial robots are armed only inside the netted arena; ROVs are powered only at the designated poolside position.',
            'Anyone who sees a hazard may ask for a stop; judges may end an unsafe run immediately.',
          ],
        },
        {
          type: 'table',
          columns: ['Violation', 'Consequence'],
          rows: [
            ['First minor violation (such as no safety glasses)', 'Verbal warning'],
            [
              'Repeated violation or a safety problem during a run',
              'Loss of the run’s safety and compliance points',
            ],
            ['Powering or flying without inspection', 'The run is void'],
            ['Conduct that endangers people', 'All results are void'],
          ],
        },
        {
          type: 'note',
          text: 'Safety and compliance are worth 5% of the total; teams that pass the safety inspection at the first attempt receive full marks for it.',
        },
      ],
    },
    {
      id: 'Feature6',
      title: 'Scoring',
      summary: 'The scoring framework shared by every track.',
      blocks: [
        {
          type: 'table',
          columns: ['Component', 'Weight', 'Details'],
          rows: [
            [
              'On-site missions',
              '60%',
              'Two runs of 15 minutes (30 minutes for the rover autonomous navigation mission); the better run counts',
            ],
            [
              'Engineering documentation',
              '15%',
              'An engineering report of at most 20 pages, plus specification sheet and safety self-check',
            ],
            [
              'Technical interview',
              '20%',
              '15-minute presentation and 10 minutes of questions, scored by 3 judges',
            ],
            ['Safety and compliance', '5%', 'Safety inspection and safe behaviour during runs'],
          ],
        },
        { type: 'heading', text: 'Ties' },
        {
          type: 'list',
          ordered: true,
          items: [
            'The higher on-site mission score ranks first.',
            'If still tied, the shorter mission time ranks first.',
            'If still tied, the higher technical interview score ranks first.',
          ],
        },
        { type: 'heading', text: 'Awards' },
        {
          type: 'paragraph',
          text: 'Each track awards a champion (CNY 120,000), a runner-up (CNY 70,000) and a third place (CNY 40,000). Special awards for best engineering documentation, best safety practice, best newcomer team and best teamwork share CNY 280,000. The prize pool totals CNY 1.2 million.',
        },
        {
          type: 'note',
          text: `Run scores appear on the venue results screen and the website within 30 minutes of each run; final results are confirmed before the awards ceremony on ${en.date(M.awards, { year: false })}.`,
        },
      ],
    },
    {
      id: 'Feature7',
      title: 'Simulation track rules',
      summary: 'The online qualifier and the on-site final.',
      blocks: [
        {
          type: 'paragraph',
          text: 'The simulation track uses the common simulation environment released by the Organising Committee (based on ROS 2 and Gazebo), with an underwater scenario set and a ground scenario set. Teams submit a runnable container image that solves missions autonomously in hidden scenarios.',
        },
        {
          type: 'table',
          columns: ['Item', 'Rule'],
          rows: [
            ['Environment release', `${en.date(M.rulesFinal)}; bug-fix releases only afterwards`],
            ['Submission format', 'Docker image, at most 10 GB compressed'],
            ['Resources', '8 vCPUs, 32 GB memory, one GPU with 16 GB memory, no network access'],
            ['Time per scenario', '20 minutes'],
            ['Online qualifier', `${en.qualifier}, 3 hidden scenarios, average score`],
            ['Advancement', 'The top 16 of the qualifier go to the World Finals'],
            ['Final', '5 new hidden scenarios on site, 2 submissions per team, the better one counts'],
          ],
        },
        {
          type: 'list',
          items: [
            'No teleoperation: once started, the controller runs autonomously.',
            'Open-source software and pre-trained models are allowed if their sources and licences are listed in the engineering documentation.',
            'Engineering documentation and the technical interview are scored with the same weights as in the physical tracks; “safety and compliance” assesses code safety and reproducibility instead.',
          ],
        },
        {
          type: 'note',
          text: 'Each team has 3 submissions during the qualifier; the last submission that runs successfully is scored.',
        },
      ],
    },
    {
      id: 'Feature8',
      title: 'Conduct and fair play',
      summary: 'Respect your opponents and compete honestly.',
      blocks: [
        {
          type: 'list',
          items: [
            'Students design, build, program and operate the competition equipment.',
            'Do not interfere with other teams’ equipment, radio links or runs.',
            'Do not survey the competition areas outside your runs or use test facilities without permission.',
            'Commercial components are allowed if listed on the specification sheet; complete commercial robots are not.',
            'Helping other teams and lending tools and parts is welcome and within the rules.',
            'Respect judges, volunteers and other participants; discrimination and harassment of any kind are forbidden.',
          ],
        },
        {
          type: 'table',
          columns: ['Severity', 'Penalty'],
          rows: [
            ['Minor', 'Warning'],
            ['Moderate', 'Deduction of 10% of the run’s mission score'],
            ['Serious', 'The run is void'],
            [
              'Very serious (such as cheating or harassment)',
              'Disqualification, reported to the team’s schools',
            ],
          ],
        },
      ],
    },
    {
      id: 'Feature9',
      title: 'Appeals and disputes',
      summary: 'What to do if you disagree with a score or a decision.',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Only the captain may appeal on behalf of the team.',
            'On-site appeals are handed in writing to the judges’ desk within 30 minutes of the run’s score being posted; appeals about the online qualifier are e-mailed to appeals@example.org within 24 hours of the results.',
            'An appeal names the rule clause concerned and the facts, and may attach evidence such as video or logs.',
            'The Appeals Committee decides within 2 hours (3 working days for the online qualifier) and informs the captain in writing.',
            'The Appeals Committee’s decision is final.',
          ],
        },
        {
          type: 'note',
          text: 'Appeals are free of charge. Frivolous or repeated appeals may be treated as a breach of the code of conduct.',
        },
      ],
    },
    {
      id: 'Contact0',
      title: 'Rule questions',
      summary:
        'A question about the rules? Check the Rules Q&A first, then write to the Technical Committee.',
      blocks: [
        {
          type: 'table',
          columns: ['Topic', 'Contact'],
          rows: [
            ['Rules and technical specifications', 'rules@example.org'],
            ['Simulation environment', 'simulation@example.org'],
            ['Safety code', 'safety@example.org'],
            ['Appeals (online qualifier)', 'appeals@example.org'],
          ],
        },
        {
          type: 'list',
          items: [
            'Give your team number, your track and the number of the rule clause concerned.',
            'The Technical Committee answers within 5 working days; answers of general interest are published anonymously on the website.',
            `Rule questions sent after ${en.date(M.ruleQuestionsClose)} are answered only at the on-site judges’ briefing.`,
          ],
        },
      ],
    },
  ],
};

export default rules;
