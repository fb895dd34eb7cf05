import { localize, type Localized } from './localize';
import { MILESTONES as M, seasonText } from './seasonText';
import type { Section } from './types';

const zh = seasonText('zh-CN');
const en = seasonText('en-US');

/**
 * The underwater robotics track, run in the spirit of the MATE ROV Competition: `Feature50` is the
 * mission and the classes, `Feature51` the product demonstration and engineering documentation.
 * Section ids are route segments (`/MATE/Feature50`), so they are the same in every language.
 */
export interface MateIntro {
  title: string;
  text: string;
  facts: { label: string; value: string }[];
}

export const mateIntro: Localized<MateIntro> = {
  'zh-CN': {
    title: `水下机器人赛道 · ${zh.year} 任务“蓝色港湾”`,
    text: '队伍以一家海洋技术公司的身份，设计、建造并驾驶遥控水下机器人（ROV），为港口管理方完成基础设施巡检、海草床修复与环境监测任务。赛道借鉴 MATE ROV 竞赛的“公司化”理念：除水池中的产品演示外，工程文档与技术答辩同样计分。',
    facts: [
      { label: '决赛水池', value: '25 × 20 × 4 m' },
      { label: '每轮任务', value: '15 分钟' },
      { label: '组别', value: '青少年组 / 公开组' },
      { label: '成绩', value: '两轮取较好一轮' },
    ],
  },
  'en-US': {
    title: `Underwater track · ${en.year} mission "Blue Harbour"`,
    text: 'Teams act as an ocean technology company that designs, builds and pilots a remotely operated vehicle (ROV) to inspect infrastructure, restore seagrass and monitor the environment for a harbour authority. Like the MATE ROV Competition, the track is judged company-style: engineering documentation and the technical interview score alongside the product demonstration in the pool.',
    facts: [
      { label: 'Finals pool', value: '25 × 20 × 4 m' },
      { label: 'Each run', value: '15 minutes' },
      { label: 'Divisions', value: 'Junior / Open' },
      { label: 'Result', value: 'Better of two runs' },
    ],
  },
};

export const mateSections: Localized<Section[]> = {
  'zh-CN': [
    {
      id: 'Feature50',
      title: '任务与组别',
      summary: `${zh.year} 年任务“蓝色港湾”的四项任务、计分方式，以及 ROV 的技术限制。`,
      blocks: [
        { type: 'heading', text: '组别' },
        {
          type: 'table',
          columns: ['组别', '条件', '任务'],
          rows: [
            ['青少年组', '全部队员为中学或中职学生', '任务 1–3（简化道具），满分 240 分'],
            ['公开组', '至少一名队员为本科生或研究生', '任务 1–4，满分 300 分'],
          ],
        },
        { type: 'heading', text: 'ROV 技术限制（两个组别相同）' },
        {
          type: 'table',
          columns: ['项目', '限制'],
          rows: [
            ['供电', '由组委会提供 48 V 直流电源，整机仅可从该电源取电'],
            ['保险丝', '主保险丝额定电流不超过 25 A，安装在距电源接头 30 cm 以内'],
            ['质量', '空气中不超过 15 kg（不含脐带缆）'],
            ['尺寸', '整机须能穿过直径 60 cm 的圆环'],
            ['脐带缆', '长度不超过 25 m，两端有应力消除装置'],
            ['气动', '不超过 40 psi（约 275 kPa），不允许使用液压'],
          ],
        },
        { type: 'heading', text: '公开组任务（共 300 分）' },
        {
          type: 'table',
          columns: ['任务', '内容', '分值'],
          rows: [
            [
              '1 码头基础设施巡检',
              '检查 6 根码头桩柱，测量裂缝长度（误差 ±2 cm 内得满分），识别腐蚀区段',
              '90',
            ],
            ['2 海草床修复', '将 4 块海草垫放入指定方格，回收 1 块退化的海草垫', '70'],
            ['3 环境监测', '回收旧的温盐记录仪，读取其编号，并布放新的记录仪', '80'],
            ['4 自主对接', '在无人操作的情况下，依靠视觉标识对接充电站并保持 10 秒', '60'],
          ],
        },
        { type: 'heading', text: '比赛流程' },
        {
          type: 'list',
          ordered: true,
          items: [
            '5 分钟准备：在池边指定位置完成设备布放与通信检查，只有在该位置才能通电。',
            '15 分钟任务：按任意顺序完成任务；全部完成后每剩余 10 秒加 1 分，最多 30 分。',
            '5 分钟撤场：回收设备并清理池边区域，超时扣 10 分。',
            '每队两轮正式比赛，取较好一轮成绩。',
          ],
        },
        {
          type: 'note',
          text: '青少年组的道具尺寸与计分表见资料库中的《水下赛道任务说明（青少年组）》。',
        },
      ],
    },
    {
      id: 'Feature51',
      title: '产品演示与工程文档',
      summary: '水池中的产品演示之外，队伍还要像一家公司那样，用文档和答辩说明自己的设计。',
      blocks: [
        { type: 'heading', text: '计分构成（与所有赛道统一）' },
        {
          type: 'table',
          columns: ['项目', '占比', '说明'],
          rows: [
            ['产品演示（水池任务）', '60%', '两轮各 15 分钟，取较好一轮'],
            ['工程文档', '15%', '工程报告、公司规格表与安全自查表'],
            ['技术答辩', '20%', '15 分钟陈述 + 10 分钟问答，3 位评委评分'],
            ['安全与合规', '5%', '安全检查与比赛中的安全行为'],
          ],
        },
        { type: 'heading', text: '工程文档要求' },
        {
          type: 'list',
          items: [
            '工程报告不超过 20 页，内容须包括：摘要、团队分工、设计思路与取舍、系统互联图（SID）、安全措施、测试与故障排除、预算与成本核算、参考文献。',
            '公司规格表 1 页：ROV 的尺寸、质量、推进器数量与主要任务工具。',
            `提交截止：${zh.date(M.documentsDue)} 23:59（${zh.timeZone}）；逾期每天扣除文档分的 20%，逾期超过 3 天不计分。`,
            '使用的开源软件须列出名称、版本与许可证。',
          ],
        },
        { type: 'heading', text: '技术答辩' },
        {
          type: 'paragraph',
          text: '答辩在 A 馆答辩室进行，队伍携带 ROV 向 3 位评委做 15 分钟陈述，随后是 10 分钟问答。全体队员均应参与，评委会向不同队员提问，以了解每个人在项目中的贡献。',
        },
        { type: 'heading', text: `安全检查（${zh.date(M.safetyInspection, { year: false })}）` },
        {
          type: 'list',
          items: [
            '演示急停与一键断电，主保险丝位置与额定电流符合要求。',
            '所有推进器均有完整护罩，开口不大于 12.5 mm，无外露锋利边缘。',
            '机上不得携带推进用电池。',
            '配备漏水检测，脐带缆两端有应力消除装置。',
          ],
        },
        {
          type: 'note',
          text: '未通过安全检查的 ROV 不得下水，整改并复检通过后才能比赛；首次检查即通过的队伍获得安全与合规的全部分数。',
        },
      ],
    },
  ],
  'en-US': [
    {
      id: 'Feature50',
      title: 'Mission and divisions',
      summary: `The four tasks of the ${en.year} mission "Blue Harbour", how they score, and the technical limits of the ROV.`,
      blocks: [
        { type: 'heading', text: 'Divisions' },
        {
          type: 'table',
          columns: ['Division', 'Condition', 'Tasks'],
          rows: [
            [
              'Junior',
              'All students at secondary school or vocational college',
              'Tasks 1–3 with simplified props, 240 points',
            ],
            ['Open', 'At least one undergraduate or postgraduate', 'Tasks 1–4, 300 points'],
          ],
        },
        { type: 'heading', text: 'ROV limits (both divisions)' },
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
            ['Tether', 'At most 25 m long, with strain relief at both ends'],
            ['Pneumatics', 'At most 40 psi (about 275 kPa); hydraulics are not allowed'],
          ],
        },
        { type: 'heading', text: 'Open division tasks (300 points)' },
        {
          type: 'table',
          columns: ['Task', 'What to do', 'Points'],
          rows: [
            [
              '1 Harbour infrastructure inspection',
              'Inspect 6 pier piles, measure crack length (full marks within ±2 cm) and identify the corroded section',
              '90',
            ],
            [
              '2 Seagrass restoration',
              'Place 4 seagrass mats in the marked squares and recover 1 degraded mat',
              '70',
            ],
            [
              '3 Environmental monitoring',
              'Recover the old temperature and salinity logger, read its ID and deploy a new one',
              '80',
            ],
            [
              '4 Autonomous docking',
              'Dock with the charging station guided by a visual marker, with no pilot input, and hold for 10 seconds',
              '60',
            ],
          ],
        },
        { type: 'heading', text: 'Run procedure' },
        {
          type: 'list',
          ordered: true,
          items: [
            '5 minutes set-up at the designated poolside position, the only place where the ROV may be powered.',
            '15 minutes mission: complete tasks in any order; after all are complete, each full 10 seconds left earns 1 point, up to 30.',
            '5 minutes demobilisation: recover equipment and clear the poolside; overrunning costs 10 points.',
            'Each team has two official runs; the better one counts.',
          ],
        },
        {
          type: 'note',
          text: 'Prop dimensions and score sheets for the Junior division are in "Underwater mission specification (Junior division)" in the Database.',
        },
      ],
    },
    {
      id: 'Feature51',
      title: 'Product demonstration and engineering documentation',
      summary:
        'Besides the demonstration in the pool, teams explain their design as a company would: in writing and in person.',
      blocks: [
        { type: 'heading', text: 'Scoring (the same framework as every track)' },
        {
          type: 'table',
          columns: ['Element', 'Weight', 'Details'],
          rows: [
            ['Product demonstration (pool mission)', '60%', 'Two 15-minute runs; the better one counts'],
            [
              'Engineering documentation',
              '15%',
              'Engineering report, company specification sheet and safety self-check',
            ],
            [
              'Technical interview',
              '20%',
              '15-minute presentation and 10 minutes of questions, scored by 3 judges',
            ],
            ['Safety and compliance', '5%', 'Safety inspection and safe behaviour during runs'],
          ],
        },
        { type: 'heading', text: 'Engineering documentation' },
        {
          type: 'list',
          items: [
            'An engineering report of at most 20 pages with: abstract, team roles, design rationale and trade-offs, system interconnection diagram (SID), safety, testing and troubleshooting, budget and cost accounting, references.',
            "A one-page company specification sheet with the ROV's size, mass, number of thrusters and main mission tools.",
            `Deadline: ${en.date(M.documentsDue)}, 23:59 ${en.timeZone}; late documents lose 20% of the documentation score per day and are not scored if more than 3 days late.`,
            'Open-source software used must be listed with its name, version and licence.',
          ],
        },
        { type: 'heading', text: 'Technical interview' },
        {
          type: 'paragraph',
          text: 'The interview takes place in the Hall A interview rooms with the ROV: 15 minutes for the team, then 10 minutes of questions from 3 judges. Every member should take part; judges address different members to learn what each contributed.',
        },
        { type: 'heading', text: `Safety inspection (${en.date(M.safetyInspection, { year: false })})` },
        {
          type: 'list',
          items: [
            'Demonstrate the emergency stop and power kill; the main fuse is rated and placed as required.',
            'All thrusters are fully guarded with openings of at most 12.5 mm, and there are no exposed sharp edges.',
            'No propulsion batteries on board.',
            'A leak detector is fitted and the tether has strain relief at both ends.',
          ],
        },
        {
          type: 'note',
          text: 'An ROV that fails the inspection may not enter the water until it is fixed and passes a re-inspection; teams that pass at the first attempt receive full safety and compliance marks.',
        },
      ],
    },
  ],
};

export function mateIntroText(locale?: string): MateIntro {
  return localize(mateIntro, locale);
}
