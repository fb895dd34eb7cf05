import { localize, type Localized } from './localize';
import type { Section } from './types';

/** Popular-science articles: the ideas behind the tasks teams meet in the competition. */
export type ScienceTopic = 'underwater' | 'slam' | 'simulation' | 'control' | 'perception';
export type ScienceLevel = 'beginner' | 'intermediate' | 'advanced';

export interface ScienceArticle extends Section {
  topic: ScienceTopic;
  level: ScienceLevel;
  /** Estimated reading time. */
  minutes: number;
}

const articles: Localized<ScienceArticle[]> = {
  'zh-CN': [
    {
      id: 'rov-buoyancy',
      topic: 'underwater',
      level: 'beginner',
      minutes: 6,
      title: '不沉也不浮：ROV 的浮力与配平',
      summary: '为什么比赛用 ROV 要“微正浮力”？浮心与重心的位置又如何决定它是否稳定？',
      blocks: [
        {
          type: 'paragraph',
          text: '根据阿基米德原理，物体在水中受到的浮力等于它排开的水的重量。ROV 的设计目标通常不是“正好悬浮”，而是微正浮力：浮力比重力大约 0.5%–1%。这样推进器只需很小的向下推力就能维持深度，而一旦断电，ROV 会缓慢上浮，便于回收。',
        },
        { type: 'heading', text: '浮心在上，重心在下' },
        {
          type: 'paragraph',
          text: '把泡沫浮材放在机体上部、电池和压载放在下部，会让浮心高于重心。机体倾斜时，两者形成一个恢复力矩，使 ROV 自动回正。两点之间的垂直距离越大，被动稳定性越好，但机动转向也会更“迟钝”。',
        },
        {
          type: 'table',
          columns: ['水体', '密度 (kg/m³)', '对 10 L 排水体积的浮力'],
          rows: [
            ['淡水（比赛水池）', '1000', '约 98.1 N'],
            ['海水', '1025', '约 100.6 N'],
          ],
        },
        { type: 'heading', text: '水池配平步骤' },
        {
          type: 'list',
          ordered: true,
          items: [
            '在空气中称重，并估算机体总排水体积。',
            '下水后用弹簧秤测量“水中重量”，得到需要增减的浮力。',
            '以小块浮材或 20 g 压载块为单位调整，先调整总浮力，再调整前后、左右平衡。',
            '装上全部任务工具后重新配平：机械臂和采样篮常常改变重心。',
          ],
        },
        {
          type: 'note',
          text: '同一台 ROV 从淡水进入海水，浮力会增加约 2.5%，海上测试前要重新配平。',
        },
      ],
    },
    {
      id: 'slam-in-ten-minutes',
      topic: 'slam',
      level: 'intermediate',
      minutes: 8,
      title: '十分钟看懂 SLAM',
      summary: '同时定位与建图：机器人如何在没有地图的地方知道自己在哪。',
      blocks: [
        {
          type: 'paragraph',
          text: '只靠轮式里程计或惯性测量单元（IMU）推算位置，误差会随时间不断累积，这就是“漂移”。SLAM 的思路是：一边用传感器观测环境中的特征建立地图，一边用地图来纠正自身位置。',
        },
        { type: 'heading', text: '四个关键环节' },
        {
          type: 'list',
          ordered: true,
          items: [
            '前端：从激光点云或图像中提取特征，估计相邻帧之间的相对运动。',
            '后端：把所有位姿与观测放进一个“位姿图”，通过非线性优化求出最一致的轨迹。',
            '回环检测：识别出“我曾经来过这里”，为位姿图增加约束，一次性消除累积漂移。',
            '地图表示：栅格地图、点云地图或特征地图，取决于后续的导航需求。',
          ],
        },
        {
          type: 'table',
          columns: ['开源方案', '传感器', '适用场景'],
          rows: [
            ['slam_toolbox', '2D 激光雷达', '室内地面机器人，ROS 2 生态常用'],
            ['Cartographer', '2D/3D 激光雷达 + IMU', '大范围建图'],
            ['ORB-SLAM3', '单目/双目/RGB-D 相机 + IMU', '视觉定位，算力受限平台'],
            ['RTAB-Map', 'RGB-D 相机或激光雷达', '长时间运行与多次建图'],
          ],
        },
        {
          type: 'note',
          text: '在货架重复的仓储场景中，错误回环比没有回环更危险，务必为回环加入几何一致性校验。',
        },
      ],
    },
    {
      id: 'choosing-a-simulator',
      topic: 'simulation',
      level: 'beginner',
      minutes: 7,
      title: '选一个仿真器：Gazebo、Webots 及其他',
      summary: '仿真器不是越逼真越好，适合任务、易于复现才是关键。',
      blocks: [
        {
          type: 'paragraph',
          text: '仿真让队伍在硬件到手之前就能开发和测试算法，也让上百支队伍能在同一个环境中公平比较。大赛仿真赛道使用 Gazebo，但在备赛中了解其他工具同样有帮助。',
        },
        {
          type: 'table',
          columns: ['仿真器', '特点', '适合'],
          rows: [
            [
              'Gazebo (Harmonic)',
              '与 ROS 2 深度集成，内置浮力、水动力与推进器系统插件',
              '大赛官方平台，多机器人任务',
            ],
            ['Webots', '2018 年起开源，内置大量机器人模型，上手快', '教学与快速原型'],
            ['MuJoCo', '接触动力学精确、速度快，2022 年起开源', '机械臂与强化学习'],
            ['Isaac Sim', '基于 GPU 的照片级渲染与合成数据生成', '视觉感知训练数据'],
          ],
        },
        { type: 'heading', text: '选择时问自己三个问题' },
        {
          type: 'list',
          items: [
            '我要验证的是什么：控制、规划还是感知？',
            '我需要的物理现象（浮力、轮地接触、气动）是否被建模？',
            '其他人能否在他们的电脑上得到与我相同的结果？',
          ],
        },
      ],
    },
    {
      id: 'pid-for-robots',
      topic: 'control',
      level: 'intermediate',
      minutes: 9,
      title: '推进器与车轮的 PID 控制',
      summary: '比例、积分、微分各做什么，以及比赛中最常见的三个调参陷阱。',
      blocks: [
        {
          type: 'paragraph',
          text: 'PID 控制器根据目标值与测量值之差（误差）计算输出：比例项对当前误差作出反应，积分项消除长期存在的偏差，微分项根据误差变化趋势提前“踩刹车”。',
        },
        { type: 'heading', text: '一个实用的调参顺序' },
        {
          type: 'list',
          ordered: true,
          items: [
            '先把 I 和 D 设为 0，逐步增大 P，直到系统开始轻微振荡，再取该值的一半左右。',
            '加入 D 抑制超调，注意微分项会放大传感器噪声，必要时先对测量值低通滤波。',
            '最后加入少量 I 消除稳态误差，并设置积分限幅（抗积分饱和）。',
          ],
        },
        { type: 'heading', text: '常见陷阱' },
        {
          type: 'list',
          items: [
            '推进器死区：小指令下推进器不转，需要在输出端补偿死区。',
            '忽视前馈：ROV 定深时，已知的净浮力可以直接作为前馈项加入，而不是全靠积分慢慢“攒”出来。',
            '控制频率不稳定：微分和积分都依赖时间步长，循环周期抖动会让同一组参数表现忽好忽坏。',
          ],
        },
      ],
    },
    {
      id: 'colours-underwater',
      topic: 'perception',
      level: 'beginner',
      minutes: 5,
      title: '水下的颜色去哪了？',
      summary: '光在水中被吸收和散射，这对水下相机和识别算法意味着什么。',
      blocks: [
        {
          type: 'paragraph',
          text: '水对不同波长的光吸收程度不同：红光在约 5 m 深处就已大部分消失，橙光和黄光随后，蓝绿光传得最远。所以水下照片总是偏蓝绿。悬浮颗粒还会散射光线，使画面发灰、对比度下降。',
        },
        {
          type: 'list',
          items: [
            '补光：在相机两侧、稍后方布置灯光，可减少颗粒反光造成的“雪花”。',
            '白平衡：用任务开始前拍摄的白色参照物做一次性校正。',
            '对比度增强：CLAHE 等局部直方图均衡方法计算量小，适合嵌入式平台。',
            '数据增强：训练检测器时随机改变色偏与模糊程度，提高对不同水质的适应性。',
          ],
        },
        {
          type: 'note',
          text: '比赛水池仅 4 m 深，颜色衰减不严重，但水面反光与池底瓷砖纹理常常是误检的主要来源。',
        },
      ],
    },
    {
      id: 'sim-to-real',
      topic: 'simulation',
      level: 'advanced',
      minutes: 10,
      title: '跨越“仿真到现实”的鸿沟',
      summary: '为什么在仿真中满分的程序，到了水池或越野场却频频失误。',
      blocks: [
        {
          type: 'paragraph',
          text: '仿真模型永远是现实的简化。质量、摩擦、水阻、传感器噪声与通信延迟中的任何一个偏差，都可能让精心调好的控制器失效。好消息是，这些差距大多可以被测量并缩小。',
        },
        {
          type: 'table',
          columns: ['差距来源', '典型表现', '应对方法'],
          rows: [
            ['物理参数', '转弯半径、加速度与仿真不符', '系统辨识：用实测数据拟合模型参数'],
            ['传感器噪声', '定位跳变、误检', '在仿真中注入实测噪声分布'],
            ['延迟', '控制振荡', '在仿真中加入与实物相同的控制与通信延迟'],
            ['执行器限制', '推力或扭矩饱和', '在模型中设置真实的上限与响应时间'],
          ],
        },
        {
          type: 'paragraph',
          text: '域随机化是另一种思路：不追求一个精确的模型，而是在训练中让参数在合理范围内随机变化，使策略对参数不敏感。',
        },
        {
          type: 'note',
          text: '大赛标准机器人模型的传感器参数与决赛实物一致，建议在资格赛后尽早用实物复测关键参数。',
        },
      ],
    },
  ],
  'en-US': [
    {
      id: 'rov-buoyancy',
      topic: 'underwater',
      level: 'beginner',
      minutes: 6,
      title: 'Neither sink nor float: ROV buoyancy and trim',
      summary:
        'Why should a competition ROV be slightly positively buoyant, and how do the centres of buoyancy and gravity decide whether it stays upright?',
      blocks: [
        {
          type: 'paragraph',
          text: "Archimedes' principle says the buoyant force on a body equals the weight of the water it displaces. An ROV is usually not trimmed to hover exactly; it is made slightly positively buoyant, with buoyancy about 0.5–1% above its weight. The thrusters then need only a little downward thrust to hold depth, and if the power fails the ROV rises slowly and can be recovered.",
        },
        { type: 'heading', text: 'Buoyancy high, weight low' },
        {
          type: 'paragraph',
          text: 'Putting the foam at the top of the frame and the batteries and ballast at the bottom places the centre of buoyancy above the centre of gravity. When the vehicle tilts, the two forces create a righting moment that levels it again. The larger the vertical distance between them, the more stable the vehicle, and the more sluggish it feels when manoeuvring.',
        },
        {
          type: 'table',
          columns: ['Water', 'Density (kg/m³)', 'Buoyancy on 10 L displaced'],
          rows: [
            ['Fresh water (competition pool)', '1000', 'about 98.1 N'],
            ['Sea water', '1025', 'about 100.6 N'],
          ],
        },
        { type: 'heading', text: 'Trimming in the pool' },
        {
          type: 'list',
          ordered: true,
          items: [
            'Weigh the vehicle in air and estimate its total displaced volume.',
            'Measure its weight in water with a spring scale to see how much buoyancy to add or remove.',
            'Adjust with small foam blocks or 20 g ballast weights: first the total buoyancy, then fore-aft and side-to-side balance.',
            'Trim again with every mission tool mounted: grippers and sample baskets often move the centre of gravity.',
          ],
        },
        {
          type: 'note',
          text: 'The same ROV gains about 2.5% buoyancy when it moves from fresh to sea water; re-trim before any sea trial.',
        },
      ],
    },
    {
      id: 'slam-in-ten-minutes',
      topic: 'slam',
      level: 'intermediate',
      minutes: 8,
      title: 'SLAM in ten minutes',
      summary:
        'Simultaneous localisation and mapping: how a robot knows where it is in a place it has no map of.',
      blocks: [
        {
          type: 'paragraph',
          text: 'Dead reckoning from wheel odometry or an inertial measurement unit (IMU) accumulates error over time: the estimate drifts. SLAM builds a map from features the sensors observe and uses that map to correct the position at the same time.',
        },
        { type: 'heading', text: 'Four building blocks' },
        {
          type: 'list',
          ordered: true,
          items: [
            'Front end: extract features from laser scans or images and estimate the motion between consecutive frames.',
            'Back end: put all poses and observations into a pose graph and solve a non-linear optimisation for the most consistent trajectory.',
            'Loop closure: recognise a place visited before and add a constraint that removes the accumulated drift at once.',
            'Map representation: occupancy grid, point cloud or feature map, depending on what navigation needs.',
          ],
        },
        {
          type: 'table',
          columns: ['Open-source package', 'Sensors', 'Good for'],
          rows: [
            ['slam_toolbox', '2D LiDAR', 'Indoor ground robots, common in ROS 2'],
            ['Cartographer', '2D/3D LiDAR + IMU', 'Large-area mapping'],
            ['ORB-SLAM3', 'Mono/stereo/RGB-D camera + IMU', 'Visual localisation on limited compute'],
            ['RTAB-Map', 'RGB-D camera or LiDAR', 'Long-running and multi-session mapping'],
          ],
        },
        {
          type: 'note',
          text: 'In warehouses with identical shelves a false loop closure is worse than none: always add a geometric consistency check.',
        },
      ],
    },
    {
      id: 'choosing-a-simulator',
      topic: 'simulation',
      level: 'beginner',
      minutes: 7,
      title: 'Choosing a simulator: Gazebo, Webots and friends',
      summary:
        'The most realistic simulator is not always the best one: fit to the task and reproducibility matter more.',
      blocks: [
        {
          type: 'paragraph',
          text: 'Simulation lets teams develop and test algorithms before the hardware exists, and lets hundreds of teams compare fairly in the same environment. The simulation track uses Gazebo, but knowing the other tools helps while you prepare.',
        },
        {
          type: 'table',
          columns: ['Simulator', 'Strengths', 'Suited to'],
          rows: [
            [
              'Gazebo (Harmonic)',
              'Tight ROS 2 integration; buoyancy, hydrodynamics and thruster systems built in',
              'The official platform, multi-robot missions',
            ],
            [
              'Webots',
              'Open source since 2018, large built-in robot library, easy to start',
              'Teaching and quick prototypes',
            ],
            [
              'MuJoCo',
              'Accurate, fast contact dynamics; open source since 2022',
              'Manipulators and reinforcement learning',
            ],
            [
              'Isaac Sim',
              'GPU-based photorealistic rendering and synthetic data',
              'Training data for perception',
            ],
          ],
        },
        { type: 'heading', text: 'Three questions to ask' },
        {
          type: 'list',
          items: [
            'What am I validating: control, planning or perception?',
            'Are the physics I need (buoyancy, wheel-ground contact, aerodynamics) modelled?',
            'Can someone else get the same result on their machine?',
          ],
        },
      ],
    },
    {
      id: 'pid-for-robots',
      topic: 'control',
      level: 'intermediate',
      minutes: 9,
      title: 'PID control for thrusters and wheels',
      summary:
        'What the proportional, integral and derivative terms do, and the three tuning traps teams fall into most.',
      blocks: [
        {
          type: 'paragraph',
          text: 'A PID controller computes its output from the error between target and measurement: the proportional term reacts to the current error, the integral term removes a lasting offset, and the derivative term brakes early by looking at how the error changes.',
        },
        { type: 'heading', text: 'A practical tuning order' },
        {
          type: 'list',
          ordered: true,
          items: [
            'Set I and D to zero and raise P until the system starts to oscillate slightly, then take about half of that value.',
            'Add D to reduce overshoot; the derivative amplifies sensor noise, so low-pass filter the measurement if needed.',
            'Finally add a little I to remove steady-state error, with an integral limit (anti-windup).',
          ],
        },
        { type: 'heading', text: 'Common traps' },
        {
          type: 'list',
          items: [
            'Thruster dead band: small commands do not turn the propeller, so compensate the dead band at the output.',
            'No feed-forward: when an ROV holds depth, its known net buoyancy can be added as feed-forward instead of waiting for the integral to build it up.',
            'Irregular loop timing: the derivative and integral depend on the time step, so a jittery loop makes the same gains behave differently from run to run.',
          ],
        },
      ],
    },
    {
      id: 'colours-underwater',
      topic: 'perception',
      level: 'beginner',
      minutes: 5,
      title: 'Where do the colours go underwater?',
      summary:
        'Water absorbs and scatters light. What that means for underwater cameras and recognition algorithms.',
      blocks: [
        {
          type: 'paragraph',
          text: 'Water absorbs wavelengths unequally: most red light is gone by about 5 m, orange and yellow follow, and blue-green travels furthest. That is why underwater photos look blue-green. Suspended particles also scatter light, so images look grey and lose contrast.',
        },
        {
          type: 'list',
          items: [
            'Lighting: place lamps beside and slightly behind the camera to reduce the "snow" of lit-up particles.',
            'White balance: correct once using a white reference filmed at the start of the mission.',
            'Contrast enhancement: local histogram equalisation such as CLAHE is cheap enough for embedded boards.',
            'Data augmentation: randomise colour cast and blur when training detectors so they cope with different water.',
          ],
        },
        {
          type: 'note',
          text: 'The competition pool is only 4 m deep, so colour loss is mild; surface reflections and floor tile patterns cause more false detections.',
        },
      ],
    },
    {
      id: 'sim-to-real',
      topic: 'simulation',
      level: 'advanced',
      minutes: 10,
      title: 'Crossing the sim-to-real gap',
      summary:
        'Why a program that scores full marks in simulation stumbles in the pool or on the terrain course.',
      blocks: [
        {
          type: 'paragraph',
          text: 'A simulation model is always a simplification. An error in mass, friction, drag, sensor noise or communication latency can break a carefully tuned controller. The good news: most of these gaps can be measured and narrowed.',
        },
        {
          type: 'table',
          columns: ['Source of the gap', 'Typical symptom', 'Remedy'],
          rows: [
            [
              'Physical parameters',
              'Turning radius and acceleration differ from simulation',
              'System identification: fit model parameters to measured data',
            ],
            [
              'Sensor noise',
              'Jumps in localisation, false detections',
              'Inject the measured noise distribution into simulation',
            ],
            [
              'Latency',
              'Control oscillation',
              'Add the real control and communication delays to the simulation',
            ],
            ['Actuator limits', 'Thrust or torque saturation', 'Model the real limits and response times'],
          ],
        },
        {
          type: 'paragraph',
          text: 'Domain randomisation takes another route: rather than chasing one exact model, vary the parameters randomly within plausible ranges during training so the policy stops depending on them.',
        },
        {
          type: 'note',
          text: 'The reference robot models of the competition use the sensor parameters of the finals hardware; re-measure the key parameters on real hardware soon after the qualifier.',
        },
      ],
    },
  ],
};

/** All science articles in one language, in reading order. */
export function scienceArticles(locale?: string): ScienceArticle[] {
  return localize(articles, locale);
}
