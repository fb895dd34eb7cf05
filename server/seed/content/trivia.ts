import { SEASON } from '../../../common/season';
import { localize, type Localized } from './localize';
import type { Section } from './types';

/** The competition tracks, plus `general` for material that serves every track. */
export const TRACKS = ['underwater', 'ground', 'aerial', 'simulation', 'general'] as const;
export type TrackId = (typeof TRACKS)[number];

export type Level = 'beginner' | 'intermediate' | 'advanced';
export type MaterialFormat = 'pdf' | 'video' | 'slides' | 'code' | 'notebook';

export interface Material {
  id: string;
  track: TrackId;
  title: string;
  level: Level;
  format: MaterialFormat;
  /** Size in the unit that fits the format: pages, minutes, slides. */
  length: string;
  description: string;
}

export interface MaterialCollection {
  id: string;
  track: TrackId;
  title: string;
  description: string;
}

export interface Periodical {
  id: string;
  /** The journal's own (English) title, kept in every language so it can be looked up. */
  name: string;
  publisher: string;
  since: number;
  openAccess: boolean;
  tracks: TrackId[];
  description: string;
}

export interface Video {
  id: string;
  title: string;
  /** `mm:ss` or `h:mm:ss`. */
  duration: string;
  year: number;
  track: TrackId;
  description: string;
}

export interface Highlight {
  id: string;
  year: number;
  track: TrackId;
  title: string;
  /** The number that made the moment, e.g. `3:42`. */
  figure: string;
  caption: string;
}

/** A short paragraph under a Trivia page's heading. */
type Intro = Localized<string>;

/* ---------------------------------------------------------------- training materials */

const materialIntro: Intro = {
  'zh-CN':
    '培训资料由技术委员会与往届优秀队伍共同编写，按赛道和难度整理。已报名队伍的队长会收到全部资料的下载链接；未报名的学校或个人可发送邮件至 training@example.org 申请教学使用。',
  'en-US':
    'Training materials are written by the technical committee and teams from past editions, arranged by track and level. Captains of registered teams receive download links for all of them; schools and individuals not yet registered may ask for teaching use at training@example.org.',
};

const materials: Localized<Material[]> = {
  'zh-CN': [
    {
      id: 'rov-handbook',
      track: 'underwater',
      title: 'ROV 设计手册：框架、浮力与推进器',
      level: 'beginner',
      format: 'pdf',
      length: '64 页',
      description: '从材料选择、浮材布置到六推进器矢量布局，配有完整的计算示例，适用于 15 kg 质量上限。',
    },
    {
      id: 'rov-power',
      track: 'underwater',
      title: '安全使用 48 V 供电与脐带缆系统',
      level: 'intermediate',
      format: 'pdf',
      length: '28 页',
      description: '25 A 主保险丝的安装、防水接插件、漏水检测与赛前电气安全检查清单。',
    },
    {
      id: 'rov-camera',
      track: 'underwater',
      title: '水下相机与照明布置',
      level: 'beginner',
      format: 'video',
      length: '22 分钟',
      description: '演示相机舱密封、灯光角度与低延迟图传的实际搭建过程。',
    },
    {
      id: 'rov-tools',
      track: 'underwater',
      title: '任务工具设计：夹爪与采样篮',
      level: 'intermediate',
      format: 'slides',
      length: '36 页幻灯片',
      description: '分析往届决赛任务道具，比较气动、舵机与蜗杆三种夹爪方案。',
    },
    {
      id: 'rover-chassis',
      track: 'ground',
      title: '六轮摇臂转向架底盘设计笔记',
      level: 'intermediate',
      format: 'pdf',
      length: '48 页',
      description: '摇臂转向架几何、轮毂电机选型与 50 kg 整车质量预算。',
    },
    {
      id: 'rover-nav2',
      track: 'ground',
      title: '竞赛漫游车的 Nav2 导航配置',
      level: 'advanced',
      format: 'code',
      length: '代码仓库',
      description: '包含代价地图、行为树与恢复行为的完整参数示例，可直接在仿真环境的地面场景中运行。',
    },
    {
      id: 'rover-slam',
      track: 'ground',
      title: '定位与 SLAM 工作坊（录像）',
      level: 'intermediate',
      format: 'video',
      length: '88 分钟',
      description: '春季工作坊第 5 讲完整录像，含 slam_toolbox 实操。',
    },
    {
      id: 'uav-safety',
      track: 'aerial',
      title: '室内安全飞行：地理围栏、失控保护与防护网规程',
      level: 'beginner',
      format: 'pdf',
      length: '18 页',
      description: '决赛飞行网笼（B 馆）的安全规程，以及每次起飞前必须完成的检查项目。',
    },
    {
      id: 'uav-offboard',
      track: 'aerial',
      title: '通过 ROS 2 实现 PX4 Offboard 控制',
      level: 'advanced',
      format: 'notebook',
      length: '交互式笔记',
      description: '逐步讲解 uXRCE-DDS 桥接、位置与速度设定点以及模式切换。',
    },
    {
      id: 'uav-landing',
      track: 'aerial',
      title: '基于 AprilTag 的视觉降落',
      level: 'intermediate',
      format: 'video',
      length: '35 分钟',
      description: '2026 年空中机器人赛道决赛队伍讲解移动平台降落的检测、估计与控制。',
    },
    {
      id: 'sim-start',
      track: 'simulation',
      title: '仿真环境快速入门',
      level: 'beginner',
      format: 'pdf',
      length: '32 页',
      description: '安装 Docker 镜像、运行练习场景、本地评分与提交的完整流程。',
    },
    {
      id: 'sim-sdf',
      track: 'simulation',
      title: '编写 Gazebo 场景与机器人模型（SDF）',
      level: 'intermediate',
      format: 'slides',
      length: '52 页幻灯片',
      description: '链接、关节、传感器与插件的写法，以及常见的惯性参数错误。',
    },
    {
      id: 'sim-baseline',
      track: 'simulation',
      title: '参考方案：港口巡检基线程序',
      level: 'advanced',
      format: 'code',
      length: '代码仓库',
      description: '在公开港口巡检场景中得分约 52 分（满分 100）的基线，适合作为改进起点。',
    },
    {
      id: 'rules-walkthrough',
      track: 'general',
      title: '2026 规则 1.1 版全面解读',
      level: 'beginner',
      format: 'video',
      length: '58 分钟',
      description: '技术委员会逐章讲解统一评分框架、安全规范与各赛道细则，附问答环节。',
    },
    {
      id: 'tech-docs',
      track: 'general',
      title: '如何写一份高分工程报告',
      level: 'beginner',
      format: 'pdf',
      length: '20 页',
      description: '评委视角的评分要点、结构模板与 2026 年优秀工程报告节选。',
    },
    {
      id: 'team-pm',
      track: 'general',
      title: '学生团队的项目管理',
      level: 'beginner',
      format: 'slides',
      length: '30 页幻灯片',
      description: '赛季时间规划、任务分工、版本管理与经费预算的实用方法。',
    },
  ],
  'en-US': [
    {
      id: 'rov-handbook',
      track: 'underwater',
      title: 'ROV design handbook: frame, buoyancy and thrusters',
      level: 'beginner',
      format: 'pdf',
      length: '64 pages',
      description:
        'From choosing materials and placing foam to a six-thruster vectored layout, with complete worked calculations for the 15 kg limit.',
    },
    {
      id: 'rov-power',
      track: 'underwater',
      title: 'Working safely with the 48 V supply and tether',
      level: 'intermediate',
      format: 'pdf',
      length: '28 pages',
      description:
        'Fitting the 25 A main fuse, waterproof connectors, leak detection and the pre-competition electrical safety checklist.',
    },
    {
      id: 'rov-camera',
      track: 'underwater',
      title: 'Underwater camera and lighting set-up',
      level: 'beginner',
      format: 'video',
      length: '22 min',
      description: 'A hands-on build of a sealed camera housing, lamp angles and a low-latency video link.',
    },
    {
      id: 'rov-tools',
      track: 'underwater',
      title: 'Mission tool design: grippers and sample baskets',
      level: 'intermediate',
      format: 'slides',
      length: '36 slides',
      description: 'Analyses past finals props and compares pneumatic, servo and worm-gear grippers.',
    },
    {
      id: 'rover-chassis',
      track: 'ground',
      title: 'Six-wheel rocker-bogie chassis: design notes',
      level: 'intermediate',
      format: 'pdf',
      length: '48 pages',
      description: 'Rocker-bogie geometry, hub-motor selection and a mass budget for the 50 kg limit.',
    },
    {
      id: 'rover-nav2',
      track: 'ground',
      title: 'Nav2 navigation set-up for competition rovers',
      level: 'advanced',
      format: 'code',
      length: 'Repository',
      description:
        'Complete parameter examples for costmaps, behaviour trees and recovery behaviours, ready to run in the ground scenarios of the simulation environment.',
    },
    {
      id: 'rover-slam',
      track: 'ground',
      title: 'Localisation and SLAM workshop (recording)',
      level: 'intermediate',
      format: 'video',
      length: '88 min',
      description: 'The full recording of spring workshop session 5, with hands-on slam_toolbox.',
    },
    {
      id: 'uav-safety',
      track: 'aerial',
      title: 'Safe indoor flight: geofence, failsafe and net procedures',
      level: 'beginner',
      format: 'pdf',
      length: '18 pages',
      description:
        'The safety procedures of the netted finals arena in Hall B and the checks required before every take-off.',
    },
    {
      id: 'uav-offboard',
      track: 'aerial',
      title: 'PX4 offboard control from ROS 2',
      level: 'advanced',
      format: 'notebook',
      length: 'Interactive notebook',
      description:
        'Step by step through the uXRCE-DDS bridge, position and velocity setpoints and mode switching.',
    },
    {
      id: 'uav-landing',
      track: 'aerial',
      title: 'Visual landing with AprilTags',
      level: 'intermediate',
      format: 'video',
      length: '35 min',
      description:
        'A 2026 aerial finalist team explains detection, estimation and control for landing on a moving platform.',
    },
    {
      id: 'sim-start',
      track: 'simulation',
      title: 'Getting started with the simulation environment',
      level: 'beginner',
      format: 'pdf',
      length: '32 pages',
      description: 'Installing the Docker image, running practice scenarios, scoring locally and submitting.',
    },
    {
      id: 'sim-sdf',
      track: 'simulation',
      title: 'Writing Gazebo worlds and robot models (SDF)',
      level: 'intermediate',
      format: 'slides',
      length: '52 slides',
      description: 'Links, joints, sensors and plugins, and the most common inertia mistakes.',
    },
    {
      id: 'sim-baseline',
      track: 'simulation',
      title: 'Reference solution: harbour inspection baseline',
      level: 'advanced',
      format: 'code',
      length: 'Repository',
      description:
        'A baseline scoring about 52 out of 100 in the public harbour inspection scenario, a good starting point for improvement.',
    },
    {
      id: 'rules-walkthrough',
      track: 'general',
      title: 'The 2026 rules (version 1.1) in full',
      level: 'beginner',
      format: 'video',
      length: '58 min',
      description:
        'The technical committee goes through the scoring framework, the safety code and each track chapter by chapter, with Q&A.',
    },
    {
      id: 'tech-docs',
      track: 'general',
      title: 'Writing an engineering report that scores',
      level: 'beginner',
      format: 'pdf',
      length: '20 pages',
      description:
        'What judges look for, a structure template and excerpts from the best engineering reports of 2026.',
    },
    {
      id: 'team-pm',
      track: 'general',
      title: 'Project management for student teams',
      level: 'beginner',
      format: 'slides',
      length: '30 slides',
      description: 'Practical methods for season planning, task sharing, version control and budgeting.',
    },
  ],
};

const collections: Localized<MaterialCollection[]> = {
  'zh-CN': [
    {
      id: 'underwater',
      track: 'underwater',
      title: '水下机器人工具箱',
      description: '从浮力计算到夹爪设计，一台比赛级 ROV 需要的全部基础。',
    },
    {
      id: 'ground',
      track: 'ground',
      title: '漫游车工程笔记',
      description: '底盘、导航与 SLAM：让地面机器人在沙地、碎石与 25° 坡道上稳定行驶。',
    },
    {
      id: 'aerial',
      track: 'aerial',
      title: '安全飞行课程',
      description: '先安全，再自主：从飞行网笼规程到 Offboard 控制与视觉降落。',
    },
    {
      id: 'simulation',
      track: 'simulation',
      title: '仿真环境实验室',
      description: '仿真环境、SDF 建模与参考方案，资格赛前的必修课。',
    },
    {
      id: 'general',
      track: 'general',
      title: '参赛通识',
      description: '规则解读、工程文档与项目管理，所有赛道的共同基础。',
    },
  ],
  'en-US': [
    {
      id: 'underwater',
      track: 'underwater',
      title: 'Underwater toolbox',
      description: 'From buoyancy sums to gripper design: the foundations of a competition-grade ROV.',
    },
    {
      id: 'ground',
      track: 'ground',
      title: 'Rover engineering notebook',
      description:
        'Chassis, navigation and SLAM to keep a ground robot steady on sand, gravel and 25° slopes.',
    },
    {
      id: 'aerial',
      track: 'aerial',
      title: 'Safe flight course',
      description:
        'Safety first, then autonomy: from flight-cage rules to offboard control and visual landing.',
    },
    {
      id: 'simulation',
      track: 'simulation',
      title: 'Simulation environment lab',
      description:
        'The simulation environment, SDF modelling and the reference solution: required reading before the qualifier.',
    },
    {
      id: 'general',
      track: 'general',
      title: 'Competition essentials',
      description: 'Rules, engineering documentation and project management, common ground for every track.',
    },
  ],
};

/* ---------------------------------------------------------------- international periodicals */

const periodicalIntro: Intro = {
  'zh-CN':
    '以下国际期刊与大赛各赛道的研究方向密切相关，适合队伍查阅文献、了解前沿，也是将参赛成果进一步发表的可选渠道。列表按期刊名称排序，不代表排名。',
  'en-US':
    'These international journals cover the research behind the competition tracks. Teams can use them to survey the literature and follow the state of the art, and as possible venues for publishing their work further. The list is alphabetical, not a ranking.',
};

const periodicals: Localized<Periodical[]> = {
  'zh-CN': [
    {
      id: 'ar',
      name: 'Autonomous Robots',
      publisher: 'Springer',
      since: 1994,
      openAccess: false,
      tracks: ['ground', 'aerial', 'simulation'],
      description: '关注自主机器人的感知、规划、控制与学习，理论与系统实验并重。',
    },
    {
      id: 'frai',
      name: 'Frontiers in Robotics and AI',
      publisher: 'Frontiers',
      since: 2014,
      openAccess: true,
      tracks: ['general', 'simulation'],
      description: '开放获取期刊，栏目覆盖野外机器人、仿真与人机交互等多个方向。',
    },
    {
      id: 'ieee-joe',
      name: 'IEEE Journal of Oceanic Engineering',
      publisher: 'IEEE Oceanic Engineering Society',
      since: 1976,
      openAccess: false,
      tracks: ['underwater'],
      description: '海洋工程领域的权威期刊，涵盖水下航行器、水声通信与海洋传感。',
    },
    {
      id: 'ral',
      name: 'IEEE Robotics and Automation Letters',
      publisher: 'IEEE Robotics and Automation Society',
      since: 2016,
      openAccess: false,
      tracks: ['ground', 'aerial', 'underwater', 'simulation'],
      description: '以短篇快速发表为特色，许多论文可同时在 ICRA、IROS 等会议上报告。',
    },
    {
      id: 'tro',
      name: 'IEEE Transactions on Robotics',
      publisher: 'IEEE Robotics and Automation Society',
      since: 2004,
      openAccess: false,
      tracks: ['ground', 'aerial', 'underwater', 'general'],
      description: '机器人学旗舰期刊之一，发表具有重要理论贡献和系统验证的长篇论文。',
    },
    {
      id: 'tmech',
      name: 'IEEE/ASME Transactions on Mechatronics',
      publisher: 'IEEE / ASME',
      since: 1996,
      openAccess: false,
      tracks: ['underwater', 'ground'],
      description: '机电一体化设计、驱动与控制，适合底盘、机械臂与推进系统相关成果。',
    },
    {
      id: 'ijrr',
      name: 'The International Journal of Robotics Research',
      publisher: 'SAGE',
      since: 1982,
      openAccess: false,
      tracks: ['general', 'ground', 'aerial'],
      description: '历史最悠久的机器人学期刊之一，发表深入的理论与算法研究，也发布重要数据集论文。',
    },
    {
      id: 'jfr',
      name: 'Journal of Field Robotics',
      publisher: 'Wiley',
      since: 2006,
      openAccess: false,
      tracks: ['underwater', 'ground', 'aerial'],
      description: '专注于在真实野外环境中运行的机器人系统，与大赛水下和越野任务高度契合。',
    },
    {
      id: 'oe',
      name: 'Ocean Engineering',
      publisher: 'Elsevier',
      since: 1968,
      openAccess: false,
      tracks: ['underwater'],
      description: '涵盖船舶与海洋结构物、水动力学以及水下机器人设计与控制。',
    },
    {
      id: 'ras',
      name: 'Robotics and Autonomous Systems',
      publisher: 'Elsevier',
      since: 1988,
      openAccess: false,
      tracks: ['ground', 'simulation', 'general'],
      description: '关注自主系统的架构、学习与实际应用，常见竞赛系统经验总结类论文。',
    },
    {
      id: 'scirobotics',
      name: 'Science Robotics',
      publisher: 'AAAS',
      since: 2016,
      openAccess: false,
      tracks: ['general'],
      description: '《科学》系列期刊，发表具有广泛影响的机器人学突破性成果。',
    },
  ],
  'en-US': [
    {
      id: 'ar',
      name: 'Autonomous Robots',
      publisher: 'Springer',
      since: 1994,
      openAccess: false,
      tracks: ['ground', 'aerial', 'simulation'],
      description:
        'Perception, planning, control and learning for autonomous robots, with equal weight on theory and experiments.',
    },
    {
      id: 'frai',
      name: 'Frontiers in Robotics and AI',
      publisher: 'Frontiers',
      since: 2014,
      openAccess: true,
      tracks: ['general', 'simulation'],
      description:
        'An open-access journal with sections on field robotics, simulation, human-robot interaction and more.',
    },
    {
      id: 'ieee-joe',
      name: 'IEEE Journal of Oceanic Engineering',
      publisher: 'IEEE Oceanic Engineering Society',
      since: 1976,
      openAccess: false,
      tracks: ['underwater'],
      description:
        'A leading ocean-engineering journal on underwater vehicles, acoustic communication and ocean sensing.',
    },
    {
      id: 'ral',
      name: 'IEEE Robotics and Automation Letters',
      publisher: 'IEEE Robotics and Automation Society',
      since: 2016,
      openAccess: false,
      tracks: ['ground', 'aerial', 'underwater', 'simulation'],
      description:
        'Short papers published fast; many can also be presented at conferences such as ICRA and IROS.',
    },
    {
      id: 'tro',
      name: 'IEEE Transactions on Robotics',
      publisher: 'IEEE Robotics and Automation Society',
      since: 2004,
      openAccess: false,
      tracks: ['ground', 'aerial', 'underwater', 'general'],
      description:
        'One of the flagship robotics journals, for full papers with major theoretical contributions and system validation.',
    },
    {
      id: 'tmech',
      name: 'IEEE/ASME Transactions on Mechatronics',
      publisher: 'IEEE / ASME',
      since: 1996,
      openAccess: false,
      tracks: ['underwater', 'ground'],
      description:
        'Mechatronic design, actuation and control: a home for chassis, manipulator and propulsion work.',
    },
    {
      id: 'ijrr',
      name: 'The International Journal of Robotics Research',
      publisher: 'SAGE',
      since: 1982,
      openAccess: false,
      tracks: ['general', 'ground', 'aerial'],
      description:
        'One of the oldest robotics journals, publishing in-depth theory and algorithms as well as major dataset papers.',
    },
    {
      id: 'jfr',
      name: 'Journal of Field Robotics',
      publisher: 'Wiley',
      since: 2006,
      openAccess: false,
      tracks: ['underwater', 'ground', 'aerial'],
      description:
        "Robot systems working in real outdoor environments: a close match for the competition's underwater and terrain missions.",
    },
    {
      id: 'oe',
      name: 'Ocean Engineering',
      publisher: 'Elsevier',
      since: 1968,
      openAccess: false,
      tracks: ['underwater'],
      description:
        'Ships and offshore structures, hydrodynamics, and the design and control of underwater robots.',
    },
    {
      id: 'ras',
      name: 'Robotics and Autonomous Systems',
      publisher: 'Elsevier',
      since: 1988,
      openAccess: false,
      tracks: ['ground', 'simulation', 'general'],
      description:
        'Architectures, learning and applications of autonomous systems, including lessons learned from competition systems.',
    },
    {
      id: 'scirobotics',
      name: 'Science Robotics',
      publisher: 'AAAS',
      since: 2016,
      openAccess: false,
      tracks: ['general'],
      description: 'A journal of the Science family for breakthrough robotics results of broad interest.',
    },
  ],
};

/* ---------------------------------------------------------------- background articles */

const mateIntro: Intro = {
  'zh-CN':
    '大赛水下机器人赛道的任务设计与“公司化”评审方式借鉴了 MATE ROV 竞赛。这里介绍这项历史悠久的国际赛事，以及两者的异同。',
  'en-US':
    "The underwater track's missions and its company-style judging draw on the MATE ROV Competition. Here is the background of that long-running international event and how the two compare.",
};

const mate: Localized<Section[]> = {
  'zh-CN': [
    {
      id: 'history',
      title: 'MATE ROV 竞赛是什么',
      blocks: [
        {
          type: 'paragraph',
          text: 'MATE ROV 竞赛始于 2002 年，最初由设在美国加州蒙特雷半岛学院的海洋先进技术教育中心（MATE Center）发起，如今由 MATE Inspiration for Innovation（MATE II）组织，海洋技术学会（MTS）ROV 委员会长期支持。赛事通过各地区选拔赛与世界锦标赛两级进行，参赛者从小学生到大学生都有。',
        },
        {
          type: 'paragraph',
          text: '竞赛的核心理念是“以真实任务驱动学习”：每年的任务都取材于海洋科研与产业的真实需求，例如海上风电设施检修、珊瑚礁监测与沉船考古，近年也围绕联合国“海洋科学促进可持续发展十年”展开。',
        },
      ],
    },
    {
      id: 'classes',
      title: '分级与“公司化”评审',
      blocks: [
        {
          type: 'list',
          items: [
            'EXPLORER 组：面向大学与高水平高中队伍，任务最复杂。',
            'PIONEER 组：面向高中与社区学院队伍。',
            'RANGER 组：面向初中与高中队伍。',
            'NAVIGATOR 与 SCOUT 组：入门级别，多在地区赛中设置。',
          ],
        },
        {
          type: 'paragraph',
          text: '参赛队伍以“初创公司”的身份参赛，除水池中的产品演示外，还需提交技术文档、进行工程答辩、制作市场展示海报，并通过安全检查。工程能力与沟通能力同样重要。',
        },
      ],
    },
    {
      id: 'relation',
      title: '与本大赛水下赛道的关系',
      blocks: [
        {
          type: 'table',
          columns: ['方面', 'MATE ROV 竞赛', '本大赛水下赛道'],
          rows: [
            [
              '任务来源',
              '真实海洋产业与科研需求',
              `同样取材于真实需求，${SEASON.year} 年主题为港口基础设施与生态修复`,
            ],
            [
              '评审内容',
              '产品演示、技术文档、工程答辩、市场展示',
              '现场任务、工程文档、技术答辩与安全合规（见 MATE 专题 Feature51）',
            ],
            ['仿真', '不设', '另设仿真赛道，在统一的 ROS 2 与 Gazebo 环境中完成水下场景任务'],
            ['分组', '按学段分为多个级别', '青少年组与公开组'],
          ],
        },
        {
          type: 'note',
          text: '本大赛是独立举办的赛事，与 MATE II 没有隶属关系；此处介绍仅用于帮助队伍了解水下机器人竞赛的通行做法。',
        },
      ],
    },
  ],
  'en-US': [
    {
      id: 'history',
      title: 'What the MATE ROV Competition is',
      blocks: [
        {
          type: 'paragraph',
          text: 'The MATE ROV Competition began in 2002, started by the Marine Advanced Technology Education (MATE) Center at Monterey Peninsula College in California. Today it is run by MATE Inspiration for Innovation (MATE II) with long-standing support from the Marine Technology Society (MTS) ROV Committee. It is organised as regional contests feeding a world championship, with competitors from primary school to university.',
        },
        {
          type: 'paragraph',
          text: "Its core idea is learning through real missions: each year's tasks come from real needs of ocean science and industry, such as servicing offshore wind farms, monitoring coral reefs or surveying shipwrecks, and recent seasons have been framed by the UN Decade of Ocean Science for Sustainable Development.",
        },
      ],
    },
    {
      id: 'classes',
      title: 'Classes and company-style judging',
      blocks: [
        {
          type: 'list',
          items: [
            'EXPLORER: university and advanced high-school teams, with the most complex missions.',
            'PIONEER: high-school and community-college teams.',
            'RANGER: middle-school and high-school teams.',
            'NAVIGATOR and SCOUT: entry levels, mostly at regional contests.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Teams compete as start-up companies. Besides the product demonstration in the pool they submit technical documentation, give an engineering presentation, prepare a marketing display and pass a safety inspection. Engineering and communication count alike.',
        },
      ],
    },
    {
      id: 'relation',
      title: 'How it relates to our underwater track',
      blocks: [
        {
          type: 'table',
          columns: ['Aspect', 'MATE ROV Competition', 'Our underwater track'],
          rows: [
            [
              'Missions',
              'Real needs of ocean industry and science',
              `Also drawn from real needs; the ${SEASON.year} theme is harbour infrastructure and habitat restoration`,
            ],
            [
              'Judged on',
              'Product demonstration, documentation, engineering presentation, marketing display',
              'On-site missions, engineering documentation, technical interview, safety and compliance (see MATE Feature51)',
            ],
            [
              'Simulation',
              'None',
              'A separate simulation track solves underwater scenarios in the common ROS 2 and Gazebo environment',
            ],
            ['Classes', 'Several classes by school level', 'A Junior and an Open division'],
          ],
        },
        {
          type: 'note',
          text: 'This competition is independent and not affiliated with MATE II; this page only explains the common practice of underwater robotics competitions.',
        },
      ],
    },
  ],
};

const urcIntro: Intro = {
  'zh-CN': '大赛地面漫游车赛道的任务组合参考了大学生火星车挑战赛（URC）。这里介绍这项赛事及其对我们的启发。',
  'en-US':
    'The mission mix of the ground rover track draws on the University Rover Challenge (URC). Here is the background of that competition and what we took from it.',
};

const urc: Localized<Section[]> = {
  'zh-CN': [
    {
      id: 'history',
      title: '大学生火星车挑战赛',
      blocks: [
        {
          type: 'paragraph',
          text: '大学生火星车挑战赛（University Rover Challenge，URC）由火星学会（The Mars Society）于 2007 年创办，决赛在美国犹他州汉克斯维尔附近的火星沙漠研究站（MDRS）举行。那里的红色荒漠地貌与火星表面十分相似。',
        },
        {
          type: 'paragraph',
          text: '参赛队伍须先提交系统验收评审（SAR）报告与视频，入围的数十支队伍再赴现场决赛。对整车质量与预算的限制，促使队伍在性能与工程取舍之间做出权衡。',
        },
      ],
    },
    {
      id: 'missions',
      title: '典型任务',
      blocks: [
        {
          type: 'list',
          items: [
            '科学任务：在现场采集土壤样本并进行原位分析，寻找生命存在的证据。',
            '设备维修任务：操作机械臂完成按按钮、拧旋钮、插拔接头等精细操作。',
            '极限运输任务：穿越崎岖地形寻找并运送物资。',
            '自主导航任务：依靠 GNSS 与视觉标记，在无人遥控的情况下到达指定地点。',
          ],
        },
      ],
    },
    {
      id: 'relation',
      title: '对本大赛地面漫游车赛道的启发',
      blocks: [
        {
          type: 'list',
          items: [
            '同样设置自主导航与取样任务，场地为 120 m × 80 m 的户外越野场，含碎石、沙地与最大 25° 的坡道。',
            '整车质量上限 50 kg，车体与遥控端均须配备急停，500 ms 内切断驱动电源。',
            '统一仿真环境提供地面练习场景，队伍可在硬件完成前先用仿真调试导航程序。',
          ],
        },
        {
          type: 'note',
          text: '本大赛独立举办，与火星学会及 URC 没有隶属关系。',
        },
      ],
    },
  ],
  'en-US': [
    {
      id: 'history',
      title: 'The University Rover Challenge',
      blocks: [
        {
          type: 'paragraph',
          text: 'The University Rover Challenge (URC) was founded by The Mars Society in 2007. Its finals take place at the Mars Desert Research Station (MDRS) near Hanksville, Utah, where the red desert closely resembles the surface of Mars.',
        },
        {
          type: 'paragraph',
          text: 'Teams first submit a System Acceptance Review (SAR) report and video, and a few dozen are invited to the field finals. Limits on rover mass and budget force teams to weigh performance against engineering trade-offs.',
        },
      ],
    },
    {
      id: 'missions',
      title: 'Typical missions',
      blocks: [
        {
          type: 'list',
          items: [
            'Science: collect soil samples in the field and analyse them in situ, looking for evidence of life.',
            'Equipment servicing: use a robotic arm for fine tasks such as pressing buttons, turning knobs and plugging connectors.',
            'Extreme delivery: cross rough terrain to find and deliver items.',
            'Autonomous navigation: reach given locations without teleoperation, using GNSS and visual markers.',
          ],
        },
      ],
    },
    {
      id: 'relation',
      title: 'What our ground rover track takes from it',
      blocks: [
        {
          type: 'list',
          items: [
            'Autonomous navigation and sampling missions too, on a 120 m × 80 m outdoor field with gravel, sand and slopes up to 25°.',
            'A 50 kg mass limit, and emergency stops on the chassis and the remote that cut drive power within 500 ms.',
            'Ground practice scenarios in the common simulation environment let teams debug navigation before their hardware is ready.',
          ],
        },
        {
          type: 'note',
          text: 'This competition is independent and not affiliated with The Mars Society or URC.',
        },
      ],
    },
  ],
};

const othersIntro: Intro = {
  'zh-CN': '更多值得关注的机器人竞赛与学习资源，帮助队伍拓展视野、寻找对手与伙伴。',
  'en-US':
    'More robotics competitions and learning resources worth knowing, to broaden your view and find rivals and partners.',
};

const others: Localized<Section[]> = {
  'zh-CN': [
    {
      id: 'competitions',
      title: '其他国际机器人竞赛',
      blocks: [
        {
          type: 'table',
          columns: ['赛事', '创办', '特点'],
          rows: [
            ['RoboCup', '1997', '以足球为核心，另设救援、家庭服务与工业等联赛'],
            ['RoboSub（RoboNation）', '1998', '自主水下航行器完成水池任务，与本大赛水下赛道自主任务相近'],
            ['新加坡 AUV 挑战赛（SAUVC）', '2013', '亚洲地区的自主水下航行器赛事'],
            ['国际空中机器人大赛（IARC）', '1991', '历史悠久的空中自主机器人赛事，任务难度逐届提升'],
            ['RoboMaster 机甲大师', '2015', '面向高校的机器人对抗赛，强调工程与视觉算法'],
            ['F1TENTH', '2016', '1/10 比例自动驾驶赛车，注重规划与控制'],
          ],
        },
      ],
    },
    {
      id: 'software',
      title: '开源软件与工具',
      blocks: [
        {
          type: 'list',
          items: [
            'ROS 2：机器人软件的事实标准中间件，官方文档位于 docs.ros.org。',
            'Gazebo：大赛仿真平台所用的仿真器，教程位于 gazebosim.org。',
            'ArduSub 与 PX4：开源的水下与空中机器人飞控固件。',
            'OpenCV：计算机视觉基础库，适合相机标定与图像处理。',
            'MoveIt 2：机械臂运动规划框架，适用于采样与维修任务。',
          ],
        },
      ],
    },
    {
      id: 'books',
      title: '推荐阅读',
      blocks: [
        {
          type: 'list',
          items: [
            '《概率机器人》（Probabilistic Robotics），Thrun、Burgard、Fox 著：定位、建图与 SLAM 的经典教材。',
            '《现代机器人学》（Modern Robotics），Lynch、Park 著：运动学、动力学与控制，配有公开课程视频。',
            'Handbook of Marine Craft Hydrodynamics and Motion Control，Fossen 著：水下航行器建模与控制的权威参考。',
          ],
        },
      ],
    },
  ],
  'en-US': [
    {
      id: 'competitions',
      title: 'Other international robotics competitions',
      blocks: [
        {
          type: 'table',
          columns: ['Competition', 'Since', 'What it is about'],
          rows: [
            ['RoboCup', '1997', 'Built around football, with rescue, home-service and industrial leagues'],
            [
              'RoboSub (RoboNation)',
              '1998',
              'Autonomous underwater vehicles doing pool missions, close to our autonomous underwater tasks',
            ],
            ['Singapore AUV Challenge (SAUVC)', '2013', 'An autonomous underwater vehicle contest in Asia'],
            [
              'International Aerial Robotics Competition (IARC)',
              '1991',
              'A long-running contest for autonomous aerial robots with missions that get harder each time',
            ],
            [
              'RoboMaster',
              '2015',
              'A university robot combat competition that stresses engineering and vision algorithms',
            ],
            ['F1TENTH', '2016', 'One-tenth-scale autonomous racing cars, focused on planning and control'],
          ],
        },
      ],
    },
    {
      id: 'software',
      title: 'Open-source software and tools',
      blocks: [
        {
          type: 'list',
          items: [
            'ROS 2: the de facto standard middleware for robot software; documentation at docs.ros.org.',
            'Gazebo: the simulator behind the competition platform; tutorials at gazebosim.org.',
            'ArduSub and PX4: open-source autopilot firmware for underwater and aerial robots.',
            'OpenCV: the basic computer-vision library, good for camera calibration and image processing.',
            'MoveIt 2: a motion-planning framework for robot arms, useful for sampling and servicing tasks.',
          ],
        },
      ],
    },
    {
      id: 'books',
      title: 'Recommended reading',
      blocks: [
        {
          type: 'list',
          items: [
            'Probabilistic Robotics by Thrun, Burgard and Fox: the classic textbook on localisation, mapping and SLAM.',
            'Modern Robotics by Lynch and Park: kinematics, dynamics and control, with free course videos.',
            'Handbook of Marine Craft Hydrodynamics and Motion Control by Fossen: the standard reference for modelling and controlling underwater vehicles.',
          ],
        },
      ],
    },
  ],
};

/* ---------------------------------------------------------------- videos and highlights */

const videoIntro: Intro = {
  'zh-CN':
    '视频保存在大赛媒体服务器上，并在决赛现场的观赛区循环播放。如需用于教学或报道，请点击卡片上的播放按钮发送申请邮件至 media@example.org，我们会在 3 个工作日内回复下载链接。',
  'en-US':
    'The videos are kept on the competition media server and played in the spectator area at the finals. To use one for teaching or reporting, press the play button on its card to email media@example.org; we answer with a download link within 3 working days.',
};

const videos: Localized<Video[]> = {
  'zh-CN': [
    {
      id: 'finals-2025-underwater',
      title: '2025 总决赛水下赛道集锦',
      duration: '12:48',
      year: 2025,
      track: 'underwater',
      description: '从设备下水到最后一秒完成采样，回顾 20 支决赛队伍的精彩瞬间。',
    },
    {
      id: 'trim-in-five',
      title: '五分钟学会 ROV 配平',
      duration: '05:12',
      year: 2026,
      track: 'underwater',
      description: '用弹簧秤和几块浮材，在水池边完成配平的完整演示。',
    },
    {
      id: 'platform-tour',
      title: '仿真评测平台操作导览',
      duration: '18:30',
      year: 2026,
      track: 'simulation',
      description: '从拉取镜像到查看评分回放，一次看懂平台的全部功能。',
    },
    {
      id: 'sand-ramp',
      title: '漫游车征服 25° 碎石坡',
      duration: '02:45',
      year: 2025,
      track: 'ground',
      description: '2025 年决赛中唯一一支载着 5 kg 样品箱一次爬上 25° 碎石坡的队伍。',
    },
    {
      id: 'docs-judges',
      title: '评委谈技术文档评分',
      duration: '14:05',
      year: 2026,
      track: 'general',
      description: '三位评委分享他们如何阅读文档，以及最常见的失分原因。',
    },
    {
      id: 'moving-landing',
      title: '移动平台降落纪录',
      duration: '01:58',
      year: 2026,
      track: 'aerial',
      description: '2026 年空中机器人赛道冠军在 0.5 m/s 移动平台上的精准降落，偏差仅 4 cm。',
    },
    {
      id: 'team-stories',
      title: '队伍故事：从仿真到决赛',
      duration: '09:20',
      year: 2025,
      track: 'simulation',
      description: '一支青少年组队伍从 2025 年首届仿真资格赛一路走到总决赛的备赛纪录。',
    },
    {
      id: 'opening-2025',
      title: '2025 总决赛开幕式',
      duration: '06:40',
      year: 2025,
      track: 'general',
      description: '来自 26 个国家和地区的队伍入场与开幕致辞。',
    },
    {
      id: 'finals-2026',
      title: '2026 总决赛：四个赛道的六天',
      duration: '10:24',
      year: 2026,
      track: 'general',
      description: '从 8 月 18 日报到到 23 日颁奖，水池、网笼、户外场地与仿真大厅里的精彩时刻。',
    },
  ],
  'en-US': [
    {
      id: 'finals-2025-underwater',
      title: '2025 finals: underwater track highlights',
      duration: '12:48',
      year: 2025,
      track: 'underwater',
      description:
        'From launch to a sample collected in the last second: the best moments of the 20 finalist teams.',
    },
    {
      id: 'trim-in-five',
      title: 'Trim your ROV in five minutes',
      duration: '05:12',
      year: 2026,
      track: 'underwater',
      description: 'A complete poolside trim with a spring scale and a few foam blocks.',
    },
    {
      id: 'platform-tour',
      title: 'A tour of the simulation evaluation platform',
      duration: '18:30',
      year: 2026,
      track: 'simulation',
      description:
        'From pulling the image to watching a scored replay: every feature of the platform at once.',
    },
    {
      id: 'sand-ramp',
      title: 'A rover conquers the 25° gravel slope',
      duration: '02:45',
      year: 2025,
      track: 'ground',
      description:
        'The only team at the 2025 finals to climb the 25° gravel slope with a 5 kg sample box on the first try.',
    },
    {
      id: 'docs-judges',
      title: 'Judges on scoring technical documentation',
      duration: '14:05',
      year: 2026,
      track: 'general',
      description:
        'Three judges explain how they read documents and the most common reasons for lost points.',
    },
    {
      id: 'moving-landing',
      title: 'Record landing on a moving platform',
      duration: '01:58',
      year: 2026,
      track: 'aerial',
      description: 'The 2026 aerial champion lands on a platform moving at 0.5 m/s, just 4 cm off centre.',
    },
    {
      id: 'team-stories',
      title: 'Team stories: from simulation to the finals',
      duration: '09:20',
      year: 2025,
      track: 'simulation',
      description:
        'A Junior division team documents its way from the first simulation qualifier in 2025 to the finals.',
    },
    {
      id: 'opening-2025',
      title: '2025 finals opening ceremony',
      duration: '06:40',
      year: 2025,
      track: 'general',
      description: 'Teams from 26 countries and regions march in, followed by the opening addresses.',
    },
    {
      id: 'finals-2026',
      title: '2026 World Finals: six days, four tracks',
      duration: '10:24',
      year: 2026,
      track: 'general',
      description:
        'From check-in on 18 August to the awards on the 23rd: the best moments in the pool, the arena, the outdoor field and the simulation hall.',
    },
  ],
};

const wonderfulIntro: Intro = {
  'zh-CN': '往届大赛中令人难忘的瞬间：破纪录的成绩、临场的智慧，以及队伍之间的互助。',
  'en-US':
    'Memorable moments from past editions: record results, quick thinking under pressure and teams helping each other.',
};

const highlights: Localized<Highlight[]> = {
  'zh-CN': [
    {
      id: 'pipeline-record',
      year: 2025,
      track: 'underwater',
      title: '管线巡检最快纪录',
      figure: '3:42',
      caption: '一支高校队伍在 3 分 42 秒内完成全部 12 个检查点，刷新赛会纪录。',
    },
    {
      id: 'first-docking',
      year: 2025,
      track: 'underwater',
      title: '首次全自主对接',
      figure: '100%',
      caption: 'ROV 在无人操控的情况下完成充电桩对接，全场起立鼓掌。',
    },
    {
      id: 'sand-ramp',
      year: 2025,
      track: 'ground',
      title: '载重爬上 25° 碎石坡',
      figure: '5 kg',
      caption: '唯一一支载着 5 kg 样品箱一次爬上 25° 碎石坡的漫游车。',
    },
    {
      id: 'hidden-world',
      year: 2025,
      track: 'simulation',
      title: '隐藏场景满分',
      figure: '100',
      caption: '一支青少年组队伍在赛前不公开的场景中拿到满分，证明了方法的泛化能力。',
    },
    {
      id: 'precision-drop',
      year: 2026,
      track: 'aerial',
      title: '精准投放',
      figure: '3 cm',
      caption: '2026 年决赛中，四旋翼投放的信标距离目标中心仅 3 厘米。',
    },
    {
      id: 'borrowed-thruster',
      year: 2024,
      track: 'underwater',
      title: '借来的推进器',
      figure: '15 min',
      caption: '一支队伍的推进器在赛前烧毁，对手在 15 分钟内借出备件帮助其完成比赛。',
    },
    {
      id: 'night-broadcast',
      year: 2025,
      track: 'general',
      title: '决赛之夜直播',
      figure: '40,000',
      caption: '超过 4 万名观众在线观看总决赛最后一轮的直播。',
    },
    {
      id: 'first-edition',
      year: 2025,
      track: 'simulation',
      title: '首届线上资格赛',
      figure: '83',
      caption: '2025 年首届线上资格赛，83 支仿真赛道队伍足不出户完成了 3 个隐藏场景的评测。',
    },
    {
      id: 'first-invitational',
      year: 2023,
      track: 'underwater',
      title: '一切从这里开始',
      figure: '46',
      caption: '2023 年青岛水下机器人邀请赛，46 支队伍在同一个水池里开启了这项赛事。',
    },
  ],
  'en-US': [
    {
      id: 'pipeline-record',
      year: 2025,
      track: 'underwater',
      title: 'Fastest pipeline inspection',
      figure: '3:42',
      caption:
        'A university team cleared all 12 checkpoints in 3 minutes 42 seconds, a new competition record.',
    },
    {
      id: 'first-docking',
      year: 2025,
      track: 'underwater',
      title: 'First fully autonomous docking',
      figure: '100%',
      caption:
        'An ROV docked with the charging station with nobody at the controls, and the whole hall stood up to applaud.',
    },
    {
      id: 'sand-ramp',
      year: 2025,
      track: 'ground',
      title: 'Up the 25° gravel slope, fully loaded',
      figure: '5 kg',
      caption: 'The only rover to climb the 25° gravel slope on the first try carrying a 5 kg sample box.',
    },
    {
      id: 'hidden-world',
      year: 2025,
      track: 'simulation',
      title: 'A perfect score in a hidden world',
      figure: '100',
      caption:
        'A Junior division team scored full marks in a scenario nobody had seen before, proof that their method generalised.',
    },
    {
      id: 'precision-drop',
      year: 2026,
      track: 'aerial',
      title: 'Precision drop',
      figure: '3 cm',
      caption:
        'At the 2026 finals a quadrotor dropped its beacon just 3 centimetres from the centre of the target.',
    },
    {
      id: 'borrowed-thruster',
      year: 2024,
      track: 'underwater',
      title: 'The borrowed thruster',
      figure: '15 min',
      caption:
        'When a team burnt out a thruster before its run, rivals lent them a spare within 15 minutes so they could compete.',
    },
    {
      id: 'night-broadcast',
      year: 2025,
      track: 'general',
      title: 'Finals night live',
      figure: '40,000',
      caption: 'More than 40,000 viewers watched the live stream of the last round of the finals.',
    },
    {
      id: 'first-edition',
      year: 2025,
      track: 'simulation',
      title: 'The first online qualifier',
      figure: '83',
      caption:
        'In the first online qualifier in 2025, 83 simulation teams solved 3 hidden scenarios without leaving home.',
    },
    {
      id: 'first-invitational',
      year: 2023,
      track: 'underwater',
      title: 'Where it all began',
      figure: '46',
      caption:
        'At the 2023 underwater robotics invitational in Qingdao, 46 teams in one pool started it all.',
    },
  ],
};

/* ---------------------------------------------------------------- lookups */

/** Training materials in one language, optionally limited to one track. */
export function trainingMaterials(locale?: string, track?: TrackId): Material[] {
  return localize(materials, locale).filter((m) => !track || m.track === track);
}

/** The cover-box collections, each with the materials it gathers. */
export function materialCollections(locale?: string): (MaterialCollection & { materials: Material[] })[] {
  const all = trainingMaterials(locale);
  return localize(collections, locale).map((c) => ({
    ...c,
    materials: all.filter((m) => m.track === c.track),
  }));
}

export function internationalPeriodicals(locale?: string): Periodical[] {
  return [...localize(periodicals, locale)].sort((a, b) => a.name.localeCompare(b.name));
}

export function videoLibrary(locale?: string): Video[] {
  return [...localize(videos, locale)].sort((a, b) => b.year - a.year);
}

export function highlightMoments(locale?: string): Highlight[] {
  return [...localize(highlights, locale)].sort((a, b) => b.year - a.year);
}

/** Background pages rendered as sections with the shared Article component. */
export const triviaArticles = { mate, urc, others } as const;
export type TriviaArticleKey = keyof typeof triviaArticles;

export function triviaSections(key: TriviaArticleKey, locale?: string): Section[] {
  return localize(triviaArticles[key], locale);
}

const intros = {
  material: materialIntro,
  periodical: periodicalIntro,
  mate: mateIntro,
  urc: urcIntro,
  others: othersIntro,
  video: videoIntro,
  wonderful: wonderfulIntro,
} as const;

/** The paragraph under a Trivia page's heading. */
export function triviaIntro(page: keyof typeof intros, locale?: string): string {
  return localize(intros[page], locale);
}
