/**
 * The season the portal runs: its dates, venue, team sizes and ages. Every page that states one of
 * these facts reads it from here, and the server seeds the season's competitions from it, so the
 * home page, the rules, the enrolment pages and the database never disagree. Admins change the live
 * competitions in the console; this file is what a fresh install starts with.
 *
 * Instants are UTC; the organisers publish them in Beijing time (UTC+8).
 */
import { MAX_ADVISORS } from './limits';
import type { Locale } from './locales';

type Texts = Record<Locale, string>;

export interface SeasonTrack {
  track: 'underwater' | 'ground' | 'aerial' | 'simulation';
  /** Teams that can hold a place; more go on the waiting list. */
  capacity: number;
  name: Texts;
  summary: Texts;
}

export const SEASON = {
  year: 2027,
  edition: 5,
  enrolment: {
    opensAt: '2026-11-14T16:00:00.000Z', // 15 Nov 2026 00:00 UTC+8
    closesAt: '2027-04-30T15:59:59.000Z', // 30 Apr 2027 23:59:59 UTC+8
  },
  /** Students per team (the leader included); advisors come on top. */
  team: { minStudents: 3, maxStudents: 8, maxAdvisors: MAX_ADVISORS },
  /** Students are 14 to 25 years old on 1 August of the season's year. */
  ages: { min: 14, max: 25, on: '2027-08-01' },
  /** Enrolments are reviewed by the organisers before a place is confirmed. */
  requiresApproval: true,
  qualifier: { startsOn: '2027-06-12', endsOn: '2027-06-13' },
  finals: { startsOn: '2027-08-18', endsOn: '2027-08-23' },
  venue: {
    'zh-CN': '青岛海洋科技博览中心',
    'en-US': 'Qingdao Marine Science Expo Centre',
    'zh-TW': '青島海洋科技博覽中心',
    'pt-BR': 'Centro de Exposições de Ciência Marinha de Qingdao',
    'id-ID': 'Pusat Ekspo Ilmu Kelautan Qingdao',
  } satisfies Texts,
  city: {
    'zh-CN': '中国 · 青岛',
    'en-US': 'Qingdao, China',
    'zh-TW': '中國 · 青島',
    'pt-BR': 'Qingdao, China',
    'id-ID': 'Qingdao, Tiongkok',
  } satisfies Texts,
  /** The names of the season's phases, as the enrolment pages show them. */
  phaseNames: {
    enrolment: {
      'zh-CN': '报名',
      'en-US': 'Enrolment',
      'zh-TW': '報名',
      'pt-BR': 'Inscrições',
      'id-ID': 'Pendaftaran',
    },
    qualifier: {
      'zh-CN': '线上资格赛',
      'en-US': 'Online qualifier',
      'zh-TW': '線上資格賽',
      'pt-BR': 'Eliminatória online',
      'id-ID': 'Babak kualifikasi daring',
    },
    finals: {
      'zh-CN': '总决赛',
      'en-US': 'World Finals',
      'zh-TW': '總決賽',
      'pt-BR': 'Final mundial',
      'id-ID': 'Final dunia',
    },
  } satisfies Record<string, Texts>,
  tracks: [
    {
      track: 'underwater',
      capacity: 48,
      name: {
        'zh-CN': '2027 水下机器人（ROV）赛',
        'en-US': 'Underwater ROV Challenge 2027',
        'zh-TW': '2027 水下機器人（ROV）賽',
        'pt-BR': 'Desafio de ROV Subaquático 2027',
        'id-ID': 'Tantangan ROV Bawah Air 2027',
      },
      summary: {
        'zh-CN': '在 4 米深的比赛水池中，以有缆遥控潜水器完成海洋观测、水下设施巡检与样品回收任务。',
        'en-US':
          'Pilot a tethered ROV in a 4-metre competition pool: ocean observation, inspection of underwater structures and sample recovery.',
        'zh-TW': '在 4 公尺深的比賽水池中，以有纜遙控潛水器完成海洋觀測、水下設施巡檢與樣品回收任務。',
        'pt-BR':
          'Pilote um ROV com cabo em uma piscina de 4 metros: observação oceânica, inspeção de estruturas submersas e coleta de amostras.',
        'id-ID':
          'Kemudikan ROV bertambat di kolam lomba sedalam 4 meter: pengamatan laut, inspeksi struktur bawah air, dan pengambilan sampel.',
      },
    },
    {
      track: 'ground',
      capacity: 36,
      name: {
        'zh-CN': '2027 地面漫游车赛',
        'en-US': 'Ground Rover Challenge 2027',
        'zh-TW': '2027 地面漫遊車賽',
        'pt-BR': 'Desafio de Rover Terrestre 2027',
        'id-ID': 'Tantangan Rover Darat 2027',
      },
      summary: {
        'zh-CN': '在 120 m × 80 m 的户外模拟地外地形场地上，完成科学采样、物资投送、设备维护与自主导航。',
        'en-US':
          'On a 120 m × 80 m outdoor planetary-analogue yard: science sampling, supply delivery, equipment servicing and autonomous navigation.',
        'zh-TW': '在 120 m × 80 m 的戶外模擬地外地形場地上，完成科學採樣、物資投送、設備維護與自主導航。',
        'pt-BR':
          'Em um campo externo de 120 m × 80 m que imita outro planeta: coleta científica, entrega de suprimentos, manutenção de equipamentos e navegação autônoma.',
        'id-ID':
          'Di lapangan luar ruang 120 m × 80 m yang meniru medan planet lain: pengambilan sampel, pengiriman logistik, perawatan peralatan, dan navigasi otonom.',
      },
    },
    {
      track: 'aerial',
      capacity: 24,
      name: {
        'zh-CN': '2027 空中机器人赛',
        'en-US': 'Aerial Robotics Challenge 2027',
        'zh-TW': '2027 空中機器人賽',
        'pt-BR': 'Desafio de Robôs Aéreos 2027',
        'id-ID': 'Tantangan Robot Udara 2027',
      },
      summary: {
        'zh-CN': '在封网飞行场内完成无卫星定位导航、移动平台投送与多机协同巡检任务。',
        'en-US':
          'Multirotor missions in a netted arena: navigation without satellite positioning, delivery to moving platforms and swarm inspection.',
        'zh-TW': '在封網飛行場內完成無衛星定位導航、移動平台投送與多機協同巡檢任務。',
        'pt-BR':
          'Missões de multirrotores em arena com rede: navegação sem posicionamento por satélite, entrega em plataformas móveis e inspeção em enxame.',
        'id-ID':
          'Misi multirotor di arena berjaring: navigasi tanpa posisi satelit, pengiriman ke platform bergerak, dan inspeksi berkelompok.',
      },
    },
    {
      track: 'simulation',
      capacity: 120,
      name: {
        'zh-CN': '2027 仿真赛',
        'en-US': 'Simulation League 2027',
        'zh-TW': '2027 模擬賽',
        'pt-BR': 'Liga de Simulação 2027',
        'id-ID': 'Liga Simulasi 2027',
      },
      summary: {
        'zh-CN': '提交容器化的控制程序，在统一的仿真环境中完成水下与地面任务；线上资格赛前 16 名晋级总决赛。',
        'en-US':
          'Submit a containerised control stack and solve underwater and ground missions in the shared simulator; the top 16 of the online qualifier go to the finals.',
        'zh-TW': '提交容器化的控制程式，在統一的模擬環境中完成水下與地面任務；線上資格賽前 16 名晉級總決賽。',
        'pt-BR':
          'Envie um sistema de controle em contêiner e resolva missões subaquáticas e terrestres no simulador comum; os 16 melhores da eliminatória online vão à final.',
        'id-ID':
          'Kirim sistem kendali dalam kontainer dan selesaikan misi bawah air dan darat di simulator bersama; 16 besar babak kualifikasi daring maju ke final.',
      },
    },
  ] satisfies SeasonTrack[],
} as const;
