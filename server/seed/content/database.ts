import { localize, type Localized } from './localize';
import type { TrackId } from './trivia';

/** The resource catalogue behind `/database/list` and `/database/listMD`. */
export const RESOURCE_TYPES = ['dataset', 'simulation', 'cad', 'document'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Who can fetch the file: anyone on request, or registered teams through their captain. */
export type ResourceAccess = 'public' | 'teams';

export interface Resource {
  id: string;
  type: ResourceType;
  track: TrackId;
  title: string;
  description: string;
  format: string;
  size: string;
  version: string;
  /** ISO date, `YYYY-MM-DD`. */
  updated: string;
  license: string;
  /** File name on the competition file server. */
  file: string;
  access: ResourceAccess;
}

type ResourceMeta = Omit<Resource, 'title' | 'description'>;
interface ResourceEntry extends ResourceMeta {
  text: Localized<{ title: string; description: string }>;
}

const intro: Localized<string> = {
  'zh-CN':
    '资料库收录大赛发布的数据集、仿真模型、CAD 图纸与规则文件。文件存放在大赛文件服务器上：标注“公开”的资源可发送邮件至 data@example.org 索取；标注“参赛队伍”的资源由队长在报名确认后收到的账号下载。',
  'en-US':
    'The database lists the datasets, simulation models, CAD drawings and rule documents the competition publishes. Files live on the competition file server: items marked public can be requested at data@example.org; items for registered teams are downloaded with the account each captain receives once enrolment is confirmed.',
};

const typeDescriptions: Localized<Record<ResourceType, string>> = {
  'zh-CN': {
    dataset: '在往届决赛场地与仿真平台中采集的标注数据，可用于训练与评估感知、定位算法。',
    simulation: '评测平台镜像、公开场景与标准机器人模型，与正式评测环境保持一致。',
    cad: '决赛场地与任务道具的三维模型和工程图，便于队伍自行制作练习道具。',
    document: '现行与往届规则、答疑汇编、任务说明与文档模板。',
  },
  'en-US': {
    dataset:
      'Labelled data recorded at past finals venues and on the simulation platform, for training and evaluating perception and localisation.',
    simulation:
      'The evaluation platform image, public worlds and reference robot models, identical to the official evaluation environment.',
    cad: '3D models and drawings of the finals venues and mission props, so teams can build their own practice props.',
    document: 'Current and past rulebooks, Q&A compilations, mission specifications and document templates.',
  },
};

const entries: ResourceEntry[] = [
  {
    id: 'pool-images',
    type: 'dataset',
    track: 'underwater',
    format: 'JPEG + COCO JSON',
    size: '4.1 GB',
    version: '1.2',
    updated: '2025-12-10',
    license: 'CC BY 4.0',
    file: 'pool-images-v1.2.tar',
    access: 'public',
    text: {
      'zh-CN': {
        title: '决赛水池水下图像集',
        description:
          '在 2025 年决赛水池采集的 3,200 张标注图像，涵盖桩柱、海草垫、记录仪与对接标识等 8 个类别，含不同光照与浑浊度条件。',
      },
      'en-US': {
        title: 'Finals pool underwater images',
        description:
          '3,200 labelled images from the 2025 finals pool in 8 classes (piles, seagrass mats, loggers, docking markers and more) under varied lighting and turbidity.',
      },
    },
  },
  {
    id: 'outdoor-lidar',
    type: 'dataset',
    track: 'ground',
    format: 'ROS 2 bag (MCAP)',
    size: '12.6 GB',
    version: '1.0',
    updated: '2025-11-18',
    license: 'CC BY 4.0',
    file: 'outdoor-lidar-v1.0.mcap',
    access: 'public',
    text: {
      'zh-CN': {
        title: '户外场地激光雷达序列',
        description:
          '在 2025 年决赛户外场地录制的 14 段 2D/3D 激光雷达与轮式里程计同步序列，附 RTK 真值轨迹，适合测试回环检测。',
      },
      'en-US': {
        title: 'Outdoor field LiDAR sequences',
        description:
          '14 synchronised 2D/3D LiDAR and wheel-odometry sequences recorded on the 2025 finals outdoor field, with RTK ground truth, good for testing loop closure.',
      },
    },
  },
  {
    id: 'mars-dem',
    type: 'dataset',
    track: 'ground',
    format: 'GeoTIFF',
    size: '860 MB',
    version: '2026',
    updated: '2026-09-14',
    license: 'CC BY 4.0',
    file: 'outdoor-field-dem-2026.zip',
    access: 'public',
    text: {
      'zh-CN': {
        title: '户外越野场高程图',
        description:
          '2026 年决赛 120 m × 80 m 户外场地的 5 cm 分辨率高程图，附碎石、沙地与坡道的地表类型标注。',
      },
      'en-US': {
        title: 'Outdoor field elevation maps',
        description:
          '5 cm elevation maps of the 120 m × 80 m outdoor field of the 2026 finals, with gravel, sand and slope labels.',
      },
    },
  },
  {
    id: 'uav-landing-logs',
    type: 'dataset',
    track: 'aerial',
    format: 'PX4 ULog',
    size: '1.3 GB',
    version: '1.0',
    updated: '2026-10-20',
    license: 'CC BY 4.0',
    file: 'uav-landing-logs-2026.zip',
    access: 'public',
    text: {
      'zh-CN': {
        title: '四旋翼降落飞行日志',
        description: '2026 年总决赛中 120 次移动平台降落的完整飞行日志，含视觉检测结果。',
      },
      'en-US': {
        title: 'Quadrotor landing flight logs',
        description:
          'Complete logs of 120 moving-platform landings at the 2026 World Finals, with visual detection results.',
      },
    },
  },
  {
    id: 'qualifier-replays-2025',
    type: 'dataset',
    track: 'simulation',
    format: 'Replay (.gzlog)',
    size: '2.4 GB',
    version: '2025',
    updated: '2025-11-30',
    license: 'CC BY-NC 4.0',
    file: 'qualifier-replays-2025.tar',
    access: 'teams',
    text: {
      'zh-CN': {
        title: '2025 资格赛回放合集',
        description: '2025 年首届线上资格赛前 16 名队伍的评测回放，可在仿真环境中逐帧查看。',
      },
      'en-US': {
        title: '2025 qualifier replay archive',
        description:
          'Replays of the top 16 teams of the first online qualifier in 2025, viewable frame by frame in the simulation environment.',
      },
    },
  },
  {
    id: 'platform-image',
    type: 'simulation',
    track: 'simulation',
    format: 'Docker image',
    size: '3.2 GB',
    version: '2026.1.3',
    updated: '2026-05-12',
    license: 'Apache-2.0',
    file: 'sim-env-2026.1.3.tar',
    access: 'public',
    text: {
      'zh-CN': {
        title: '2026 仿真环境 Docker 镜像',
        description:
          'Ubuntu 24.04 + ROS 2 Jazzy + Gazebo Harmonic，含评分插件与本地评测脚本；3 月 1 日发布后只做缺陷修复。',
      },
      'en-US': {
        title: '2026 simulation environment Docker image',
        description:
          'Ubuntu 24.04 + ROS 2 Jazzy + Gazebo Harmonic with the scoring plugin and local evaluation scripts; bug fixes only since the 1 March release.',
      },
    },
  },
  {
    id: 'public-worlds',
    type: 'simulation',
    track: 'simulation',
    format: 'SDF + meshes',
    size: '1.1 GB',
    version: '2026.2',
    updated: '2026-10-20',
    license: 'Apache-2.0',
    file: 'practice-scenarios-2026.2.zip',
    access: 'public',
    text: {
      'zh-CN': {
        title: '练习场景包（13 个场景）',
        description: '水下与地面各 4 个练习场景，另含 2026 年仿真决赛的 5 个隐藏场景（赛后公开）。',
      },
      'en-US': {
        title: 'Practice scenario pack (13 scenarios)',
        description:
          '4 underwater and 4 ground practice scenarios, plus the 5 hidden scenarios of the 2026 simulation final, published after the season.',
      },
    },
  },
  {
    id: 'rov-model',
    type: 'simulation',
    track: 'underwater',
    format: 'SDF',
    size: '45 MB',
    version: '1.0',
    updated: '2026-03-01',
    license: 'Apache-2.0',
    file: 'reference-rov-v1.0.zip',
    access: 'public',
    text: {
      'zh-CN': {
        title: '观察级 ROV 标准模型',
        description: '六推进器矢量布局，含浮力、水动力参数与前视相机、深度计、IMU 传感器。',
      },
      'en-US': {
        title: 'Observation-class ROV reference model',
        description:
          'Six vectored thrusters with buoyancy and hydrodynamic parameters, a forward camera, depth gauge and IMU.',
      },
    },
  },
  {
    id: 'rover-model',
    type: 'simulation',
    track: 'ground',
    format: 'SDF + URDF',
    size: '62 MB',
    version: '1.0',
    updated: '2026-03-01',
    license: 'Apache-2.0',
    file: 'reference-rover-v1.0.zip',
    access: 'public',
    text: {
      'zh-CN': {
        title: '六轮探测车标准模型',
        description: '摇臂转向架底盘，含 2D 激光雷达、RGB-D 相机与 GNSS 模拟。',
      },
      'en-US': {
        title: 'Six-wheel rover reference model',
        description: 'Rocker-bogie chassis with 2D LiDAR, RGB-D camera and simulated GNSS.',
      },
    },
  },
  {
    id: 'quadrotor-model',
    type: 'simulation',
    track: 'aerial',
    format: 'SDF + PX4 airframe',
    size: '38 MB',
    version: '1.0',
    updated: '2026-03-01',
    license: 'Apache-2.0',
    file: 'reference-quadrotor-v1.0.zip',
    access: 'public',
    text: {
      'zh-CN': {
        title: '四旋翼标准模型',
        description: '供空中机器人赛道练习使用，附 PX4 软件在环（SITL）机架配置，以及下视相机与测距传感器。',
      },
      'en-US': {
        title: 'Quadrotor reference model',
        description:
          'For aerial track practice, with a PX4 software-in-the-loop (SITL) airframe, a downward camera and a range sensor.',
      },
    },
  },
  {
    id: 'pool-props',
    type: 'cad',
    track: 'underwater',
    format: 'STEP + PDF drawings',
    size: '210 MB',
    version: '2026.1',
    updated: '2026-01-15',
    license: 'CC BY 4.0',
    file: 'pool-props-2026.1.zip',
    access: 'public',
    text: {
      'zh-CN': {
        title: '水下任务道具：桩柱、海草垫与记录仪',
        description: '2026 年“蓝色港湾”任务全部道具的三维模型与 PVC 管材下料清单。',
      },
      'en-US': {
        title: 'Underwater mission props: piles, seagrass mats and loggers',
        description:
          '3D models of every prop of the 2026 "Blue Harbour" mission with a PVC pipe cutting list.',
      },
    },
  },
  {
    id: 'docking-station',
    type: 'cad',
    track: 'underwater',
    format: 'STEP + PDF drawings',
    size: '35 MB',
    version: '2026.1',
    updated: '2026-01-15',
    license: 'CC BY 4.0',
    file: 'docking-station-2026.1.zip',
    access: 'public',
    text: {
      'zh-CN': {
        title: '自主对接充电站与视觉标识',
        description: '充电站结构图与可打印的 ArUco 标识，尺寸与决赛一致。',
      },
      'en-US': {
        title: 'Autonomous docking station and visual marker',
        description: 'Station drawings and printable ArUco markers at finals dimensions.',
      },
    },
  },
  {
    id: 'terrain-course',
    type: 'cad',
    track: 'ground',
    format: 'DWG + PDF',
    size: '18 MB',
    version: '2026.1',
    updated: '2026-01-15',
    license: 'CC BY 4.0',
    file: 'outdoor-field-2026.1.zip',
    access: 'public',
    text: {
      'zh-CN': {
        title: '户外场地平面布置图',
        description: '120 m × 80 m 户外场地布置，含碎石、沙地、最大 25° 坡道与障碍区的尺寸。',
      },
      'en-US': {
        title: 'Outdoor field layout',
        description:
          'The 120 m × 80 m field layout with the dimensions of the gravel, sand, slopes up to 25° and obstacle zones.',
      },
    },
  },
  {
    id: 'flight-cage',
    type: 'cad',
    track: 'aerial',
    format: 'STEP',
    size: '26 MB',
    version: '2026.1',
    updated: '2026-01-15',
    license: 'CC BY 4.0',
    file: 'flight-arena-2026.1.zip',
    access: 'public',
    text: {
      'zh-CN': {
        title: '飞行网笼布置与移动降落平台',
        description: 'B 馆 30 m × 20 m × 10 m 飞行网笼布置及移动降落平台的结构模型。',
      },
      'en-US': {
        title: 'Flight arena layout and moving landing platform',
        description:
          'The 30 m × 20 m × 10 m netted arena in Hall B and a structural model of the moving landing platform.',
      },
    },
  },
  {
    id: 'rulebook-2.1',
    type: 'document',
    track: 'general',
    format: 'PDF',
    size: '4.8 MB',
    version: '1.1',
    updated: '2026-03-01',
    license: 'CC BY-ND 4.0',
    file: 'rulebook-2026-v1.1.pdf',
    access: 'public',
    text: {
      'zh-CN': {
        title: '2026 赛季规则（1.1 版）',
        description: '2026 赛季规则的最终版本，含参赛资格、技术规格、安全规范、统一评分框架与申诉流程。',
      },
      'en-US': {
        title: '2026 season rulebook (version 1.1)',
        description:
          'The final rules of the 2026 season: eligibility, technical specifications, the safety code, the common scoring framework and appeals.',
      },
    },
  },
  {
    id: 'rulebook-2.1-qa',
    type: 'document',
    track: 'general',
    format: 'PDF',
    size: '1.2 MB',
    version: '1.1',
    updated: '2026-08-01',
    license: 'CC BY-ND 4.0',
    file: 'rulebook-2026-qa.pdf',
    access: 'public',
    text: {
      'zh-CN': {
        title: '2026 规则问答汇编',
        description: '技术委员会对截至 8 月 1 日收到的 64 个规则问题的书面答复，与规则具有同等效力。',
      },
      'en-US': {
        title: '2026 rules Q&A compilation',
        description:
          'The technical committee’s written answers to the 64 rule questions received by 1 August, binding like the rules themselves.',
      },
    },
  },
  {
    id: 'underwater-secondary-spec',
    type: 'document',
    track: 'underwater',
    format: 'PDF',
    size: '6.5 MB',
    version: '2026.1',
    updated: '2026-01-15',
    license: 'CC BY-ND 4.0',
    file: 'underwater-mission-junior-2026.1.pdf',
    access: 'public',
    text: {
      'zh-CN': {
        title: '水下赛道任务说明（青少年组）',
        description: '青少年组任务 1–3 的简化版本、道具尺寸与计分表。',
      },
      'en-US': {
        title: 'Underwater mission specification (Junior division)',
        description: 'Simplified tasks 1–3 for the Junior division, with prop dimensions and score sheets.',
      },
    },
  },
  {
    id: 'sim-faq',
    type: 'document',
    track: 'simulation',
    format: 'PDF',
    size: '0.9 MB',
    version: '1.3',
    updated: '2026-06-01',
    license: 'CC BY 4.0',
    file: 'simulation-environment-faq-v1.3.pdf',
    access: 'public',
    text: {
      'zh-CN': {
        title: '仿真环境常见问题',
        description: '安装、GPU 驱动、提交失败与评分差异等常见问题的解答。',
      },
      'en-US': {
        title: 'Simulation environment FAQ',
        description: 'Answers about installation, GPU drivers, failed submissions and score differences.',
      },
    },
  },
  {
    id: 'doc-template',
    type: 'document',
    track: 'general',
    format: 'DOCX + LaTeX',
    size: '2.2 MB',
    version: '2026',
    updated: '2026-01-15',
    license: 'CC BY 4.0',
    file: 'engineering-documentation-templates-2026.zip',
    access: 'public',
    text: {
      'zh-CN': {
        title: '工程文档模板',
        description:
          '工程报告（不超过 20 页）、规格表与安全自查表，提供 Word 与 LaTeX 两种格式，章节与评分表一一对应。',
      },
      'en-US': {
        title: 'Engineering documentation templates',
        description:
          'Engineering report (at most 20 pages), specification sheet and safety self-check in Word and LaTeX, with chapters that map one to one onto the score sheet.',
      },
    },
  },
  {
    id: 'results-2026',
    type: 'document',
    track: 'general',
    format: 'PDF',
    size: '2.7 MB',
    version: '1.0',
    updated: '2026-08-28',
    license: 'CC BY 4.0',
    file: 'world-finals-2026-results.pdf',
    access: 'public',
    text: {
      'zh-CN': {
        title: '2026 总决赛成绩册',
        description:
          '四个赛道全部 76 支决赛队伍的排名、各轮任务得分、工程文档与技术答辩成绩，以及特别奖名单。',
      },
      'en-US': {
        title: '2026 World Finals results booklet',
        description:
          'Rankings of all 76 finalists in the four tracks, with run scores, documentation and interview marks, and the special award winners.',
      },
    },
  },
  {
    id: 'rulebook-2025',
    type: 'document',
    track: 'general',
    format: 'PDF',
    size: '3.9 MB',
    version: '1.4',
    updated: '2025-02-14',
    license: 'CC BY-ND 4.0',
    file: 'rulebook-2025-v1.4.pdf',
    access: 'public',
    text: {
      'zh-CN': {
        title: '2025 赛季规则（存档）',
        description: '第三届大赛规则的最终版本（首次设立仿真赛道），供查阅往届成绩与规则变化。',
      },
      'en-US': {
        title: '2025 season rulebook (archived)',
        description:
          'The final rules of the third edition, the first with a simulation track, for reading past results and how the rules changed.',
      },
    },
  },
  {
    id: 'rulebook-2024',
    type: 'document',
    track: 'general',
    format: 'PDF',
    size: '3.1 MB',
    version: '1.2',
    updated: '2024-02-20',
    license: 'CC BY-ND 4.0',
    file: 'rulebook-2024-v1.2.pdf',
    access: 'public',
    text: {
      'zh-CN': {
        title: '2024 赛季规则（存档）',
        description: '第二届大赛规则的最终版本，附第一版《统一安全规范》。',
      },
      'en-US': {
        title: '2024 season rulebook (archived)',
        description: 'The final rules of the second edition, with the first Common Safety Code.',
      },
    },
  },
];

function toResource({ text, ...meta }: ResourceEntry, locale?: string): Resource {
  return { ...meta, ...localize(text, locale) };
}

export interface ResourceQuery {
  /** Free text matched against title, description, format and file name. */
  text?: string;
  type?: ResourceType;
  track?: TrackId;
}

/** The catalogue in one language: by type, then newest first within a type. */
export function resources(locale?: string, query: ResourceQuery = {}): Resource[] {
  const q = query.text?.trim().toLowerCase() ?? '';
  return entries
    .map((e) => toResource(e, locale))
    .filter((r) => !query.type || r.type === query.type)
    .filter((r) => !query.track || r.track === query.track)
    .filter((r) => !q || [r.title, r.description, r.format, r.file].some((t) => t.toLowerCase().includes(q)))
    .sort(
      (a, b) =>
        RESOURCE_TYPES.indexOf(a.type) - RESOURCE_TYPES.indexOf(b.type) || b.updated.localeCompare(a.updated),
    );
}

/** The catalogue grouped by type, each group with its description, for the document view. */
export function resourcesByType(
  locale?: string,
): { type: ResourceType; description: string; items: Resource[] }[] {
  const all = resources(locale);
  const descriptions = localize(typeDescriptions, locale);
  return RESOURCE_TYPES.map((type) => ({
    type,
    description: descriptions[type],
    items: all.filter((r) => r.type === type),
  }));
}

/** The paragraph under the catalogue's heading. */
export function databaseIntro(locale?: string): string {
  return localize(intro, locale);
}
