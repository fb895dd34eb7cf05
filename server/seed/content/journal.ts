import { localize, type Localized } from './localize';

/** The competition proceedings: one volume per edition, papers written by teams and judges. */
export interface JournalPaper {
  /** Stable across locales, used as the anchor and list key, e.g. `v2-p3`. */
  id: string;
  title: string;
  authors: string[];
  affiliation: string;
  /** Page range in the printed volume, e.g. `1–8`. */
  pages: string;
  abstract: string;
  keywords: string[];
}

export interface JournalVolume {
  id: string;
  volume: number;
  year: number;
  theme: string;
  editors: string;
  papers: JournalPaper[];
}

export interface JournalInfo {
  name: string;
  description: string;
  callForPapers: string;
}

const info: Localized<JournalInfo> = {
  'zh-CN': {
    name: '国际先进机器人及仿真技术大赛论文集',
    description:
      '论文集每届出版一卷，收录参赛队伍的技术论文与评委的专题文章，所有论文经两位评审专家双盲评审。论文集以开放获取方式发布，作者保留版权，采用 CC BY 4.0 许可。',
    callForPapers:
      '第 3 卷（2026）征稿：2026 年总决赛队伍可于 2026 年 12 月 31 日前投稿，篇幅 6–8 页（双栏模板），投稿邮箱 proceedings@example.org。',
  },
  'en-US': {
    name: 'Proceedings of the International Competition on Advanced Robots and Simulation Technology',
    description:
      'One volume is published per edition, with technical papers by competing teams and invited articles by judges. Every paper is double-blind reviewed by two referees. The proceedings are open access; authors keep their copyright under CC BY 4.0.',
    callForPapers:
      'Call for papers, volume 3 (2026): 2026 World Finals teams may submit until 31 December 2026, 6 to 8 pages in the two-column template, to proceedings@example.org.',
  },
};

const volumes: Localized<JournalVolume[]> = {
  'zh-CN': [
    {
      id: 'v2',
      volume: 2,
      year: 2025,
      theme: '不确定环境下的自主性',
      editors: '主编：陈海涛、Laura Fischer',
      papers: [
        {
          id: 'v2-p1',
          title: '面向水下目标检测的轻量级颜色恢复网络',
          authors: ['王思远', '刘畅', 'Arjun Mehta'],
          affiliation: '海洋工程学院水下视觉实验室',
          pages: '1–9',
          abstract:
            '水体对红光的强烈吸收使水下图像普遍偏蓝绿，导致在空气中训练的检测器性能显著下降。本文提出一个仅 0.6 M 参数的颜色恢复网络，作为检测器的前置模块运行于嵌入式 GPU。在决赛水池采集的 3,200 张标注图像上，检测 mAP 由 0.58 提升至 0.71，额外延迟为 7 ms。',
          keywords: ['水下视觉', '颜色恢复', '目标检测', '嵌入式部署'],
        },
        {
          id: 'v2-p2',
          title: '重复结构场景中激光 SLAM 回环检测的鲁棒性研究',
          authors: ['赵一鸣', 'Sofia Rossi'],
          affiliation: '智能机器人研究所',
          pages: '10–19',
          abstract:
            '障碍物排列高度重复的场地容易产生错误回环。本文比较了三种回环检测描述子，并提出结合轮式里程计协方差的几何一致性校验。在仿真环境的地面障碍区场景中，错误回环率由 12.4% 降至 1.1%，轨迹绝对误差降低 63%。',
          keywords: ['激光 SLAM', '回环检测', '地面机器人', '位姿图优化'],
        },
        {
          id: 'v2-p3',
          title: '基于域随机化的仿真 AUV 推进器故障容错控制',
          authors: ['Kenji Watanabe', '孙悦', '李俊杰'],
          affiliation: '海洋机器人联合实验室',
          pages: '20–28',
          abstract:
            '我们在仿真中对推进器效率、延迟与失效模式进行随机化训练强化学习控制器，使其在单推进器失效时仍能保持定深。实物水池测试中，控制器在 6 个推进器中任意 1 个断电的情况下，深度误差保持在 ±8 cm 以内。',
          keywords: ['域随机化', '容错控制', '强化学习', 'AUV'],
        },
        {
          id: 'v2-p4',
          title: '面向火星模拟地形的能量感知路径规划',
          authors: ['周子涵', 'Miguel Santos'],
          affiliation: '深空探测机器人团队',
          pages: '29–37',
          abstract:
            '本文在 A* 规划中引入基于坡度、地表类型与电池状态的能耗代价，使漫游车在完成取样任务的同时延长续航。在 2025 年决赛户外场地的 10 次试验中，平均能耗降低 18%，任务完成时间仅增加 4%。',
          keywords: ['路径规划', '能量优化', '行星探测车', '地形分类'],
        },
        {
          id: 'v2-p5',
          title: '一种可复现的多赛道机器人竞赛评分插件',
          authors: ['评测技术组'],
          affiliation: '大赛技术委员会',
          pages: '38–44',
          abstract:
            '本文介绍 2025 年首届线上资格赛所用评分插件的设计：任务判定以事件日志形式记录，任何一次评测均可由回放文件重新计算得分。文章还讨论了 83 支队伍的评测中随机种子管理与评测集群的资源隔离策略。',
          keywords: ['竞赛评测', '可复现性', 'Gazebo', '自动评分'],
        },
      ],
    },
    {
      id: 'v1',
      volume: 1,
      year: 2024,
      theme: '仿真先行的机器人研发',
      editors: '主编：陈海涛',
      papers: [
        {
          id: 'v1-p1',
          title: '适用于受限水池的观察级 ROV 低成本脐带缆管理系统',
          authors: ['黄晓峰', '林嘉怡'],
          affiliation: '海洋技术学院',
          pages: '1–8',
          abstract:
            '脐带缆缠绕是中小型 ROV 在水池比赛中失分的主要原因之一。本文设计了成本低于 600 元的被动式收放装置与浮子布置方案，在 15 m 缆长下将缠绕事件由每场 2.3 次降至 0.2 次。',
          keywords: ['ROV', '脐带缆', '浮力', '低成本设计'],
        },
        {
          id: 'v1-p2',
          title: '从 Gazebo 到六轮底盘：探测车可通行性策略的迁移',
          authors: ['Emily Carter', '马骁'],
          affiliation: '野外机器人实验室',
          pages: '9–18',
          abstract:
            '我们在仿真中以高程图训练可通行性分类器，并通过悬挂参数辨识缩小仿真与实物差距。在 2024 年决赛户外场地的测试中分类准确率为 91%，相比未辨识模型提升 14 个百分点。',
          keywords: ['仿真到现实', '可通行性', '探测车', '参数辨识'],
        },
        {
          id: 'v1-p3',
          title: '基于 ArUco 标识的 ROV 水下视觉对接',
          authors: ['Nguyen Van An', '高远'],
          affiliation: '水下机器人研究组',
          pages: '19–26',
          abstract:
            '本文将嵌套 ArUco 标识与卡尔曼滤波相结合，使观察级 ROV 在水池中自主对接充电站。在浑浊度不同的 20 次试验中成功 18 次，平均对接偏差 3.1 cm。',
          keywords: ['视觉伺服', '自主对接', 'ArUco', 'ROV'],
        },
        {
          id: 'v1-p4',
          title: '为 130 支队伍组织安全检查：《统一安全规范》的第一年',
          authors: ['大赛组委会'],
          affiliation: '国际先进机器人及仿真技术大赛',
          pages: '27–33',
          abstract:
            '2024 年，大赛发布第一版《统一安全规范》，水下与地面两个赛道首次按同一份清单进行安全检查。本文统计了 130 支队伍的检查结果：首次通过率为 71%，最常见的问题是保险丝位置与推进器护罩，并据此提出了后续赛季的改进建议。',
          keywords: ['竞赛组织', '安全规范', '安全检查'],
        },
      ],
    },
  ],
  'en-US': [
    {
      id: 'v2',
      volume: 2,
      year: 2025,
      theme: 'Autonomy under uncertainty',
      editors: 'Editors: Chen Haitao, Laura Fischer',
      papers: [
        {
          id: 'v2-p1',
          title: 'A lightweight colour-restoration network for underwater object detection',
          authors: ['Wang Siyuan', 'Liu Chang', 'Arjun Mehta'],
          affiliation: 'Underwater Vision Lab, College of Ocean Engineering',
          pages: '1–9',
          abstract:
            'Water absorbs red light strongly, so underwater images turn blue-green and detectors trained in air lose much of their accuracy. We propose a colour-restoration network of only 0.6 M parameters that runs on an embedded GPU in front of the detector. On 3,200 labelled images from the finals pool, detection mAP rises from 0.58 to 0.71 at a cost of 7 ms.',
          keywords: ['underwater vision', 'colour restoration', 'object detection', 'embedded deployment'],
        },
        {
          id: 'v2-p2',
          title: 'Loop-closure robustness of LiDAR SLAM in repetitive layouts',
          authors: ['Zhao Yiming', 'Sofia Rossi'],
          affiliation: 'Institute of Intelligent Robotics',
          pages: '10–19',
          abstract:
            'Rows of identical obstacles make false loop closures likely. We compare three loop-closure descriptors and add a geometric consistency check weighted by wheel-odometry covariance. In the ground obstacle-zone scenario of the simulation environment, false closures drop from 12.4% to 1.1% and absolute trajectory error by 63%.',
          keywords: ['LiDAR SLAM', 'loop closure', 'ground robots', 'pose-graph optimisation'],
        },
        {
          id: 'v2-p3',
          title: 'Domain randomisation for thruster fault tolerance in simulated AUVs',
          authors: ['Kenji Watanabe', 'Sun Yue', 'Li Junjie'],
          affiliation: 'Joint Laboratory for Marine Robotics',
          pages: '20–28',
          abstract:
            'We train a reinforcement-learning controller in simulation with randomised thruster efficiency, latency and failure modes so that it holds depth when a thruster fails. In pool tests the depth error stays within ±8 cm with any one of six thrusters unpowered.',
          keywords: ['domain randomisation', 'fault-tolerant control', 'reinforcement learning', 'AUV'],
        },
        {
          id: 'v2-p4',
          title: 'Energy-aware path planning for Mars-analogue rovers',
          authors: ['Zhou Zihan', 'Miguel Santos'],
          affiliation: 'Deep Space Exploration Robotics Team',
          pages: '29–37',
          abstract:
            'We add an energy cost based on slope, terrain class and battery state to A* planning so that a rover completes its sampling tasks with more endurance to spare. Over ten runs on the outdoor field of the 2025 finals, energy use fell by 18% while mission time grew by only 4%.',
          keywords: ['path planning', 'energy optimisation', 'planetary rovers', 'terrain classification'],
        },
        {
          id: 'v2-p5',
          title: 'A reproducible scoring plugin for multi-track robotics competitions',
          authors: ['Evaluation Technology Group'],
          affiliation: 'Technical Committee of the Competition',
          pages: '38–44',
          abstract:
            'We describe the scoring plugin used in the first online qualifier in 2025: mission judgements are recorded as an event log, so the score of any run can be recomputed from its replay file. We also discuss random-seed management and resource isolation on the evaluation cluster that served 83 teams.',
          keywords: ['competition evaluation', 'reproducibility', 'Gazebo', 'automatic scoring'],
        },
      ],
    },
    {
      id: 'v1',
      volume: 1,
      year: 2024,
      theme: 'Simulation-first robot development',
      editors: 'Editor: Chen Haitao',
      papers: [
        {
          id: 'v1-p1',
          title: 'A low-cost tether management system for observation-class ROVs in confined pools',
          authors: ['Huang Xiaofeng', 'Lin Jiayi'],
          affiliation: 'College of Marine Technology',
          pages: '1–8',
          abstract:
            'Tether tangles are one of the main reasons small ROVs lose points in pool competitions. We design a passive reel and float arrangement costing under CNY 600 that cuts tangles from 2.3 to 0.2 per run with a 15 m tether.',
          keywords: ['ROV', 'tether', 'buoyancy', 'low-cost design'],
        },
        {
          id: 'v1-p2',
          title: 'From Gazebo to a six-wheel chassis: transferring rover traversability policies',
          authors: ['Emily Carter', 'Ma Xiao'],
          affiliation: 'Field Robotics Laboratory',
          pages: '9–18',
          abstract:
            'We train a traversability classifier on elevation maps in simulation and narrow the sim-to-real gap by identifying suspension parameters. On the outdoor field of the 2024 finals the classifier reaches 91% accuracy, 14 points more than with the unidentified model.',
          keywords: ['sim-to-real', 'traversability', 'rovers', 'system identification'],
        },
        {
          id: 'v1-p3',
          title: 'Visual docking of an ROV with ArUco markers',
          authors: ['Nguyen Van An', 'Gao Yuan'],
          affiliation: 'Underwater Robotics Group',
          pages: '19–26',
          abstract:
            'Nested ArUco markers combined with a Kalman filter let an observation-class ROV dock autonomously with a charging station in the pool. Eighteen of twenty trials at varying turbidity succeeded, with a mean docking offset of 3.1 cm.',
          keywords: ['visual servoing', 'autonomous docking', 'ArUco', 'ROV'],
        },
        {
          id: 'v1-p4',
          title: 'Inspecting 130 teams: the first year of the Common Safety Code',
          authors: ['Organising Committee'],
          affiliation: 'International Competition on Advanced Robots and Simulation Technology',
          pages: '27–33',
          abstract:
            'In 2024 the Competition published its first Common Safety Code, and the underwater and ground tracks were inspected against one checklist for the first time. We analyse the results of 130 teams: 71% passed at the first attempt, and the most frequent problems were fuse placement and thruster guards. We close with the changes made for later seasons.',
          keywords: ['competition organisation', 'safety code', 'safety inspection'],
        },
      ],
    },
  ],
};

/** Journal name, description and call for papers in one language. */
export function journalInfo(locale?: string): JournalInfo {
  return localize(info, locale);
}

/** All volumes, newest first. */
export function journalVolumes(locale?: string): JournalVolume[] {
  return [...localize(volumes, locale)].sort((a, b) => b.volume - a.volume);
}

/** Volumes keeping only the papers whose title, authors, abstract or keywords contain the query. */
export function searchJournal(query: string, locale?: string): JournalVolume[] {
  const q = query.trim().toLowerCase();
  const all = journalVolumes(locale);
  if (!q) return all;
  const matches = (p: JournalPaper) =>
    [p.title, p.abstract, p.affiliation, ...p.authors, ...p.keywords].some((t) =>
      t.toLowerCase().includes(q),
    );
  return all.map((v) => ({ ...v, papers: v.papers.filter(matches) })).filter((v) => v.papers.length > 0);
}
