import type { Localized } from './localize';
import {
  finalsDay,
  HOTEL_NIGHTS,
  MILESTONES as M,
  seasonText,
  SUBSIDISED_PEOPLE,
  type SeasonText,
} from './seasonText';
import type { Section } from './types';

const zh = seasonText('zh-CN');
const en = seasonText('en-US');

/** The World Finals week, day by day: when each day runs and what happens (zh-CN, en-US). */
const programme: { day: string; hours: string; zh: string; en: string }[] = [
  {
    day: M.checkIn,
    hours: '8:00—20:00',
    zh: '在 A 馆报到，领取证件与设备，布置维修区',
    en: 'Check-in at Hall A, badges and equipment collection, pit set-up',
  },
  {
    day: M.safetyInspection,
    hours: '8:30—18:00',
    zh: '安全检查、场地适应训练、领队与裁判会议（17:00）',
    en: 'Safety inspection, practice sessions, team leaders’ and judges’ briefing (17:00)',
  },
  {
    day: M.opening,
    hours: '9:00—18:00',
    zh: '开幕式（9:00）；各赛道第一轮比赛；技术答辩',
    en: 'Opening ceremony (9:00); first runs in every track; technical interviews',
  },
  {
    day: finalsDay(3),
    hours: '8:30—18:00',
    zh: '各赛道第一、二轮比赛；技术答辩',
    en: 'First and second runs; technical interviews',
  },
  {
    day: M.competitionEnds,
    hours: '8:30—17:00',
    zh: '各赛道第二轮比赛；仿真赛道总决赛',
    en: 'Second runs; simulation final',
  },
  {
    day: M.awards,
    hours: '10:00—16:00',
    zh: '成绩确认、颁奖典礼与闭幕式（14:00）',
    en: 'Results confirmation, awards and closing ceremony (14:00)',
  },
  {
    day: M.departure,
    hours: '8:00—12:00',
    zh: '退房，设备打包回运，送机班车',
    en: 'Check-out, equipment packing and return shipping, airport shuttles',
  },
];

const programmeRows = (t: SeasonText, locale: 'zh' | 'en') =>
  programme.map((p) => [
    t.date(p.day, { weekday: true }),
    locale === 'zh' ? p.hours : p.hours.replace('—', '–'),
    p[locale],
  ]);

/** Practical notes for World Finals teams: travel, accommodation, shipping and the on-site days. */
const notes: Localized<Section[]> = {
  'zh-CN': [
    {
      id: 'Feature1',
      title: '重要通知汇总',
      summary: '入围总决赛的队伍请务必按时完成以下事项（均为北京时间 UTC+8）。',
      blocks: [
        {
          type: 'table',
          columns: ['截止日期', '事项', '详见'],
          rows: [
            [zh.date(M.documentsDue), '申请签证邀请函', '差旅与签证'],
            [zh.date(M.shipmentsDispatched), '海运或境外发运的设备须已发出', '设备运输与海关'],
            [zh.date(M.finalistsConfirm), '确认参赛，提交住宿与航班信息', '住宿安排'],
            [zh.date(M.equipmentArrives), '设备须运抵场馆仓库', '设备运输与海关'],
            [zh.date(M.checkIn), '现场报到（8:00—20:00）', '日程与报到'],
          ],
        },
        {
          type: 'list',
          items: [
            `每支入围队伍的住宿补贴最多覆盖 ${zh.subsidy}。`,
            '未满 18 周岁的队员须由队伍的指导教师或监护人全程陪同。',
            '请为所有成员购买覆盖比赛期间的旅行意外与医疗保险，并在报到时出示保单。',
            '锂电池的携带与运输有严格限制，请在订票和发运前阅读“设备运输与海关”一节。',
          ],
        },
        {
          type: 'note',
          text: '通知如有更新，将同时发布在“新闻”栏目并通过邮件发送给各队队长。',
        },
      ],
    },
    {
      id: 'Feature20',
      title: '差旅与签证',
      summary: '提前规划行程，为签证办理留出充足时间。',
      blocks: [
        { type: 'heading', text: '签证邀请函' },
        {
          type: 'list',
          ordered: true,
          items: [
            `队长在“我的队伍”页为需要签证的成员提交邀请函申请，截止日期为 ${zh.date(M.documentsDue)}。`,
            '需提供护照信息页扫描件、出生日期、拟入境与离境日期。',
            '组委会在 10 个工作日内通过邮件发送电子版邀请函。',
            '持邀请函向所在国的中国使领馆或签证中心申请签证，通常为访问类签证（F 字签证）。',
          ],
        },
        {
          type: 'note',
          text: '部分国家的公民可以免签入境中国并停留一定天数，政策可能调整，请在出行前向中国驻当地使领馆确认最新要求。',
        },
        { type: 'heading', text: '抵达青岛' },
        {
          type: 'list',
          items: [
            `建议抵达机场：青岛胶东国际机场（TAO）。${zh.date(M.arrival, { year: false })} 12:00—22:00 和 ${zh.date(M.checkIn, { year: false })} 7:00—20:00 提供免费接机班车。`,
            '乘高铁的队伍可在青岛北站乘地铁前往酒店，约 60 分钟。',
            `请在 ${zh.date(M.finalistsConfirm)}前于“我的队伍”页填写航班或车次信息，以便安排接站。`,
          ],
        },
      ],
    },
    {
      id: 'Feature21',
      title: '住宿安排',
      summary: '组委会统一安排合作酒店，并提供住宿补贴。',
      blocks: [
        {
          type: 'table',
          columns: ['项目', '说明'],
          rows: [
            [
              '入住与退房',
              `${zh.date(M.checkIn)}入住，${zh.date(M.departure, { year: false })}退房，共 ${HOTEL_NIGHTS} 晚`,
            ],
            ['补贴范围', `每队最多 ${SUBSIDISED_PEOPLE} 人，标准双人间，含早餐`],
            ['超出人员', '可按协议价自费入住，约 420 元人民币/间/晚'],
            [
              '提前或延后',
              `${zh.date(M.arrival, { year: false })}及 ${zh.date(M.departure, { year: false })}以后的房晚可按协议价预订，费用自理`,
            ],
            ['预订截止', `${zh.date(M.finalistsConfirm)}，在“我的队伍”页提交入住名单`],
          ],
        },
        {
          type: 'list',
          items: [
            '未成年队员与成年人不同住一间，由组委会按性别和年龄分配房间。',
            `比赛日（${zh.range(M.opening, M.competitionEnds, { year: false })}）午餐在场馆提供，酒店与场馆之间有免费接驳车。`,
            '酒店设有 24 小时前台和医疗联络人，紧急情况请拨打组委会值班电话 +86 532 5550 0199。',
          ],
        },
      ],
    },
    {
      id: 'Feature22',
      title: '设备运输与海关',
      summary: '机器人与工具的发运、清关和回运。',
      blocks: [
        {
          type: 'table',
          columns: ['日期', '事项'],
          rows: [
            [zh.date(M.shipmentsDispatched), '海运及境外发运设备的最晚发出日期'],
            [zh.date(M.equipmentArrives), '所有设备须运抵场馆仓库'],
            [zh.date(M.checkIn), '报到时在仓库领取设备'],
            [zh.range(M.departure, M.returnShippingEnds), '打包并交付回运'],
          ],
        },
        { type: 'heading', text: '清关' },
        {
          type: 'list',
          items: [
            '境外队伍请通过组委会指定的货运代理以“暂时进出境货物”方式办理清关，赛后须原样复运出境。',
            '随货提供形式发票、装箱单，注明“比赛用设备，不作销售”，并列明每件设备的价值与原产地。',
            '如所在国接受 ATA 单证册，可咨询当地商会是否适用于本次比赛。',
          ],
        },
        { type: 'heading', text: '锂电池' },
        {
          type: 'list',
          items: [
            '额定能量不超过 100 Wh 的锂电池可随身携带（不得托运），每人数量以航空公司规定为准。',
            '100—160 Wh 的锂电池须事先获得航空公司批准，每人最多 2 块。',
            '超过 160 Wh 的锂电池须作为第 9 类危险品通过货运发送，并附 UN38.3 测试报告。',
            '所有电池的电极须做绝缘保护，并分别装入防火袋。',
          ],
        },
        {
          type: 'note',
          text: '货运代理联系方式及报价单将在公布入围名单后发送给各队队长。如有疑问请联系 logistics@example.org。',
        },
      ],
    },
    {
      id: 'Feature23',
      title: '现场日程与报到',
      summary: `${zh.range(M.checkIn, M.departure)}在${zh.venue}的安排。`,
      blocks: [
        {
          type: 'table',
          columns: ['日期', '时间', '安排'],
          rows: programmeRows(zh, 'zh'),
        },
        { type: 'heading', text: '报到须知' },
        {
          type: 'list',
          ordered: true,
          items: [
            '全体队员和指导教师须本人到场，出示护照或身份证件。',
            '出示“我的队伍”页中的队伍二维码，领取参赛证件和腕带。',
            '提交纸质版监护人同意书（未成年队员）和保险单复印件。',
            `领取维修区位置图和设备，并预约 ${zh.date(M.safetyInspection, { year: false })}的安全检查时段。`,
          ],
        },
        {
          type: 'note',
          text: '比赛期间请全程佩戴参赛证件；证件遗失请立即到 A 馆服务台补办。',
        },
      ],
    },
    {
      id: 'Contact0',
      title: '后勤联系',
      summary: '差旅、住宿、运输与现场事务的联系方式。',
      blocks: [
        {
          type: 'table',
          columns: ['事项', '联系方式'],
          rows: [
            ['签证邀请函与差旅', 'logistics@example.org'],
            ['住宿', 'hotel@example.org'],
            ['设备运输与清关', 'shipping@example.org'],
            [
              `现场值班电话（${zh.range(M.arrival, M.departure, { year: false })}，24 小时）`,
              '+86 532 5550 0199',
            ],
            ['秘书处电话（工作日 9:00—17:00）', '+86 532 5550 0100'],
          ],
        },
        {
          type: 'paragraph',
          text: '来信请注明队伍编号、队伍名称和需要协助的成员姓名。紧急情况请直接拨打现场值班电话。',
        },
      ],
    },
  ],
  'en-US': [
    {
      id: 'Feature1',
      title: 'Important notices',
      summary: 'World Finals teams must complete the following on time (all dates UTC+8).',
      blocks: [
        {
          type: 'table',
          columns: ['Deadline', 'What', 'See'],
          rows: [
            [en.date(M.documentsDue), 'Request visa invitation letters', 'Travel and visas'],
            [
              en.date(M.shipmentsDispatched),
              'Sea freight and overseas shipments dispatched',
              'Shipping and customs',
            ],
            [
              en.date(M.finalistsConfirm),
              'Confirm participation; submit accommodation and flight details',
              'Accommodation',
            ],
            [
              en.date(M.equipmentArrives),
              'Equipment delivered to the venue warehouse',
              'Shipping and customs',
            ],
            [en.date(M.checkIn), 'On-site check-in (8:00–20:00)', 'Schedule and check-in'],
          ],
        },
        {
          type: 'list',
          items: [
            `The accommodation subsidy covers up to ${en.subsidy} per finalist team.`,
            'Students under 18 are accompanied throughout by the team’s advisor or a guardian.',
            'Every member needs travel accident and medical insurance covering the event; show the policy at check-in.',
            'Carrying and shipping lithium batteries is strictly regulated: read “Shipping and customs” before booking flights or sending equipment.',
          ],
        },
        {
          type: 'note',
          text: 'Updates to these notices are published in News and e-mailed to every team captain.',
        },
      ],
    },
    {
      id: 'Feature20',
      title: 'Travel and visas',
      summary: 'Plan early and leave enough time for your visa.',
      blocks: [
        { type: 'heading', text: 'Visa invitation letters' },
        {
          type: 'list',
          ordered: true,
          items: [
            `The captain requests letters for the members who need a visa on the My team page, by ${en.date(M.documentsDue)}.`,
            'Provide a scan of the passport data page, the date of birth and the planned arrival and departure dates.',
            'The Organising Committee e-mails the letters within 10 working days.',
            'Apply at the Chinese embassy, consulate or visa centre in your country with the letter; the usual category is a visit visa (F visa).',
          ],
        },
        {
          type: 'note',
          text: 'Citizens of some countries may enter China visa-free for a limited stay. These policies change, so check the current requirements with the Chinese embassy or consulate before you travel.',
        },
        { type: 'heading', text: 'Arriving in Qingdao' },
        {
          type: 'list',
          items: [
            `Recommended airport: Qingdao Jiaodong International Airport (TAO). Free shuttles meet arrivals on ${en.date(M.arrival, { year: false })} 12:00–22:00 and ${en.date(M.checkIn, { year: false })} 7:00–20:00.`,
            'Teams arriving by high-speed rail can take the metro from Qingdao North station to the hotels (about 60 minutes).',
            `Enter your flight or train details on the My team page by ${en.date(M.finalistsConfirm)} so that we can meet you.`,
          ],
        },
      ],
    },
    {
      id: 'Feature21',
      title: 'Accommodation',
      summary: 'The Organising Committee books partner hotels and subsidises the stay.',
      blocks: [
        {
          type: 'table',
          columns: ['Item', 'Details'],
          rows: [
            [
              'Check-in and check-out',
              `Check in ${en.date(M.checkIn)}, check out ${en.date(M.departure, { year: false })}: ${HOTEL_NIGHTS} nights`,
            ],
            [
              'Subsidy',
              `Up to ${SUBSIDISED_PEOPLE} people per team in standard twin rooms, breakfast included`,
            ],
            [
              'Extra people',
              'May stay at their own cost at the agreed rate, about CNY 420 per room per night',
            ],
            [
              'Earlier or later nights',
              `Nights of ${en.date(M.arrival, { year: false })} or after ${en.date(M.departure, { year: false })} can be booked at the agreed rate, at own cost`,
            ],
            [
              'Booking deadline',
              `${en.date(M.finalistsConfirm)}: submit the rooming list on the My team page`,
            ],
          ],
        },
        {
          type: 'list',
          items: [
            'Minors never share a room with adults; the Organising Committee assigns rooms by gender and age.',
            `Lunch is served at the venue on competition days (${en.range(M.opening, M.competitionEnds, { year: false })}); free shuttles link the hotels and the venue.`,
            'The hotels have a 24-hour front desk and a medical contact; in an emergency call the event duty line +86 532 5550 0199.',
          ],
        },
      ],
    },
    {
      id: 'Feature22',
      title: 'Shipping and customs',
      summary: 'Sending robots and tools, customs clearance and return shipping.',
      blocks: [
        {
          type: 'table',
          columns: ['Date', 'What'],
          rows: [
            [en.date(M.shipmentsDispatched), 'Latest dispatch date for sea freight and overseas shipments'],
            [en.date(M.equipmentArrives), 'All equipment delivered to the venue warehouse'],
            [en.date(M.checkIn), 'Collect your equipment from the warehouse at check-in'],
            [en.range(M.departure, M.returnShippingEnds), 'Pack and hand over for return shipping'],
          ],
        },
        { type: 'heading', text: 'Customs clearance' },
        {
          type: 'list',
          items: [
            'Overseas teams clear customs through the official freight forwarder as a temporary import; the equipment must leave China again after the event unchanged.',
            'Enclose a pro forma invoice and a packing list marked “Competition equipment, not for sale”, with the value and origin of every item.',
            'If your country uses ATA Carnets, ask your chamber of commerce whether one applies to this event.',
          ],
        },
        { type: 'heading', text: 'Lithium batteries' },
        {
          type: 'list',
          items: [
            'Batteries up to 100 Wh travel in carry-on baggage only (never checked in); the number allowed per person is set by the airline.',
            'Batteries of 100–160 Wh need the airline’s prior approval, at most 2 per person.',
            'Batteries above 160 Wh are shipped as Class 9 dangerous goods by cargo, with a UN38.3 test summary.',
            'Insulate every battery’s terminals and pack each battery in its own fire-resistant bag.',
          ],
        },
        {
          type: 'note',
          text: 'The freight forwarder’s contact and price list are sent to captains once the finalists are announced. Questions: logistics@example.org.',
        },
      ],
    },
    {
      id: 'Feature23',
      title: 'On-site schedule and check-in',
      summary: `The programme at the ${en.venue}, ${en.range(M.checkIn, M.departure)}.`,
      blocks: [
        {
          type: 'table',
          columns: ['Date', 'Time', 'Programme'],
          rows: programmeRows(en, 'en'),
        },
        { type: 'heading', text: 'Checking in' },
        {
          type: 'list',
          ordered: true,
          items: [
            'Every student and advisor comes in person with a passport or identity document.',
            'Show the team QR code from the My team page to collect badges and wristbands.',
            'Hand in the signed guardian consent forms (for minors) and copies of the insurance policies.',
            `Collect your pit map and equipment, and book your safety inspection slot for ${en.date(M.safetyInspection, { year: false })}.`,
          ],
        },
        {
          type: 'note',
          text: 'Wear your badge at all times during the event; if you lose it, go to the Hall A service desk at once.',
        },
      ],
    },
    {
      id: 'Contact0',
      title: 'Logistics contact',
      summary: 'Who to contact about travel, accommodation, shipping and on-site matters.',
      blocks: [
        {
          type: 'table',
          columns: ['Topic', 'Contact'],
          rows: [
            ['Visa invitation letters and travel', 'logistics@example.org'],
            ['Accommodation', 'hotel@example.org'],
            ['Shipping and customs', 'shipping@example.org'],
            [
              `Event duty line (${en.range(M.arrival, M.departure, { year: false })}, 24 hours)`,
              '+86 532 5550 0199',
            ],
            ['Secretariat (weekdays 9:00–17:00)', '+86 532 5550 0100'],
          ],
        },
        {
          type: 'paragraph',
          text: 'Please give your team number, team name and the names of the members who need help. In an emergency, call the event duty line directly.',
        },
      ],
    },
  ],
};

export default notes;
