/**
 * The season's scoring scheme, as the rules page states it (server/seed/content/section/rules/
 * Feature6): on-site missions 60 % (two timed runs, the better counts), engineering documentation
 * 15 %, technical interview 20 %, safety and compliance 5 %; ties go to the mission score, then the
 * shorter mission time, then the interview score. A competition's version 1 is this scheme; admins
 * edit from there.
 */
import type { ScoringNames, SchemeInput } from '../../../common/contract/scoring';

const names = (enUS: string, zhCN: string, zhTW: string, ptBR: string, idID: string): ScoringNames => ({
  'en-US': enUS,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'pt-BR': ptBR,
  'id-ID': idID,
});

export const SEASON_SCHEME: Pick<SchemeInput, 'components' | 'tieBreaks'> = {
  components: [
    {
      key: 'missions',
      names: names('On-site missions', '现场任务', '現場任務', 'Missões no local', 'Misi di lokasi'),
      weight: 60,
      kind: 'field',
      aggregate: 'best',
      attempts: 2,
      timed: true,
      items: [
        {
          key: 'docking',
          names: names(
            'Docked at the station',
            '与工作站对接',
            '與工作站對接',
            'Acoplou à estação',
            'Berlabuh di stasiun',
          ),
          points: 40,
          kind: 'bonus',
          maxCount: 1,
        },
        {
          key: 'samples',
          names: names('Sample collected', '采集样本', '採集樣本', 'Amostra coletada', 'Sampel dikumpulkan'),
          points: 20,
          kind: 'bonus',
          maxCount: 5,
        },
        {
          key: 'valve',
          names: names('Valve turned', '转动阀门', '轉動閥門', 'Válvula girada', 'Katup diputar'),
          points: 30,
          kind: 'bonus',
          maxCount: 1,
        },
        {
          key: 'return',
          names: names(
            'Returned to base under own power',
            '自主返回基地',
            '自主返回基地',
            'Voltou à base por conta própria',
            'Kembali ke pangkalan dengan tenaga sendiri',
          ),
          points: 20,
          kind: 'bonus',
          maxCount: 1,
        },
        {
          key: 'collision',
          names: names(
            'Collision with the field',
            '碰撞场地',
            '碰撞場地',
            'Colisão com o campo',
            'Tabrakan dengan lapangan',
          ),
          points: 10,
          kind: 'penalty',
          maxCount: 5,
        },
        {
          key: 'touch',
          names: names(
            'Team member touched the robot',
            '队员触碰机器人',
            '隊員觸碰機器人',
            'Integrante tocou no robô',
            'Anggota tim menyentuh robot',
          ),
          points: 15,
          kind: 'penalty',
          maxCount: 3,
        },
      ],
    },
    {
      key: 'documentation',
      names: names(
        'Engineering documentation',
        '工程文档',
        '工程文件',
        'Documentação de engenharia',
        'Dokumentasi rekayasa',
      ),
      weight: 15,
      kind: 'judged',
      criteria: [
        {
          key: 'report',
          names: names(
            'Engineering report',
            '工程报告',
            '工程報告',
            'Relatório de engenharia',
            'Laporan rekayasa',
          ),
          maxMark: 40,
        },
        {
          key: 'specification',
          names: names(
            'Specification sheet',
            '技术规格表',
            '技術規格表',
            'Ficha de especificação',
            'Lembar spesifikasi',
          ),
          maxMark: 30,
        },
        {
          key: 'self-check',
          names: names(
            'Safety self-check',
            '安全自查',
            '安全自查',
            'Autoverificação de segurança',
            'Pemeriksaan keselamatan mandiri',
          ),
          maxMark: 30,
        },
      ],
    },
    {
      key: 'interview',
      names: names('Technical interview', '技术答辩', '技術答辯', 'Entrevista técnica', 'Wawancara teknis'),
      weight: 20,
      kind: 'judged',
      criteria: [
        {
          key: 'presentation',
          names: names('Presentation', '陈述', '陳述', 'Apresentação', 'Presentasi'),
          maxMark: 40,
        },
        {
          key: 'answers',
          names: names(
            'Answers to questions',
            '回答提问',
            '回答提問',
            'Respostas às perguntas',
            'Jawaban atas pertanyaan',
          ),
          maxMark: 40,
        },
        {
          key: 'teamwork',
          names: names('Teamwork', '团队协作', '團隊協作', 'Trabalho em equipe', 'Kerja sama tim'),
          maxMark: 20,
        },
      ],
    },
    {
      key: 'safety',
      names: names(
        'Safety and compliance',
        '安全与合规',
        '安全與合規',
        'Segurança e conformidade',
        'Keselamatan dan kepatuhan',
      ),
      weight: 5,
      kind: 'judged',
      criteria: [
        {
          key: 'inspection',
          names: names(
            'Safety inspection',
            '安全检查',
            '安全檢查',
            'Inspeção de segurança',
            'Inspeksi keselamatan',
          ),
          maxMark: 60,
        },
        {
          key: 'conduct',
          names: names(
            'Safe behaviour during runs',
            '比赛中的安全行为',
            '比賽中的安全行為',
            'Comportamento seguro nas rodadas',
            'Perilaku aman selama putaran',
          ),
          maxMark: 40,
        },
      ],
    },
  ],
  tieBreaks: [
    { kind: 'component', key: 'missions' },
    { kind: 'time', key: 'missions' },
    { kind: 'component', key: 'interview' },
  ],
};
