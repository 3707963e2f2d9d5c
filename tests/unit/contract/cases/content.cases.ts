import { jpgFile, pdfFile, pngFile } from "./samples.ts";
import { fault, type CaseTable } from "./run-cases.ts";

const contacts = {
  phone: "+998 71 200-00-00",
  email: "info@qurilish.uz",
  address: "Toshkent, Sergeli tumani, Qurilish bozori",
  latitude: "41.2265",
  longitude: "69.2193",
  work_from: "08:00",
  work_to: "20:00",
  telegram: "https://t.me/qurilish_bozori",
  instagram: "https://instagram.com/qurilish_bozori",
  facebook: null,
  youtube: null,
};
const storyItem = {
  id: 11,
  title: "Yangi kolleksiya",
  description: "Knauf bo'yoqlari endi bizda",
  image_src: "/media/stories/11.webp",
  url: "/products?sections=14",
  video: null,
  video_duration: null,
  has_seen: false,
};
const story = {
  id: 3,
  title: "Yangiliklar",
  image_src: { default: "/media/stories/3.webp" },
  has_seen: false,
  items: [storyItem],
};
const stream = {
  id: 1,
  title: "Кафель укладка: прямой эфир",
  cover: "/media/live/1.jpg",
  link: "https://youtube.com/live/abc123",
};
const application = {
  full_name: "Бекзод",
  phone_number: "901234567",
  question: "Sement yetkazib berish muddati qancha?",
};

export const contentCases: CaseTable = {
  contacts: {
    answer: {
      ok: [contacts],
      bad: [fault(contacts, "latitude", "shimol"), fault(contacts, "phone", undefined)],
    },
  },
  application: {
    body: {
      ok: [
        application,
        { full_name: "Бекзод", question: "Qachon ochilasiz?" },
        { ...application, phone_number: "" },
      ],
      bad: [
        fault(application, "question", "Ha"),
        fault(application, "full_name", ""),
        fault(application, "phone_number", "12345"),
      ],
    },
    answer: { ok: [{}, null] },
  },
  typoReport: {
    body: {
      ok: [
        { content: "Mahsulot sahifasida narx noto'g'ri", images: [pngFile, jpgFile] },
        { content: "Savat tugmasi ishlamayapti" },
      ],
      bad: [
        { value: { content: "Xato bor", images: [pngFile, pdfFile] }, path: "images.1" },
        {
          value: { content: "Xato bor", images: [pngFile, pngFile, pngFile, pngFile, jpgFile] },
          path: "images",
        },
        { value: { images: [pngFile] }, path: "content" },
      ],
    },
    answer: { ok: [{}] },
  },
  instructionsList: {
    answer: {
      ok: [{ results: [{ id: 1, title: "Buyurtma qanday beriladi?", description: "Qisqa yo'riqnoma" }] }],
      bad: [
        { value: { results: [{ id: "1", title: "Buyurtma", description: null }] }, path: "results.0.id" },
      ],
    },
  },
  instructionDetail: {
    params: { ok: [{ id: "1" }], bad: [{ value: { id: "buyurtma" }, path: "id" }] },
    answer: {
      ok: [
        {
          title: "Buyurtma qanday beriladi?",
          content: "<ol><li>Savatga qo'shing</li></ol>",
          is_answered: false,
        },
      ],
      bad: [{ value: { title: "Buyurtma", content: "<p/>" }, path: "is_answered" }],
    },
  },
  instructionAnswer: {
    params: { ok: [{ id: "1" }] },
    body: {
      ok: [{ instruction: 1, answer: "yes" }],
      bad: [{ value: { instruction: 1, answer: "ha" }, path: "answer" }],
    },
    answer: { ok: [{}] },
  },
  headerMenu: {
    answer: {
      ok: [
        {
          results: [
            { id: 1, title: "Sement", category: 5 },
            { id: 2, title: "Bo'yoqlar", category: { id: 14, title: "Bo'yoqlar" } },
            { id: 3, title: "Aksiya", category: null },
          ],
        },
      ],
      bad: [
        { value: { results: [{ id: 1, title: "Sement", category: "sement" }] }, path: "results.0.category" },
      ],
    },
  },
  footer: {
    answer: {
      ok: [
        {
          results: [
            {
              title: "Kompaniya",
              items: [
                { title: "Biz haqimizda", path: "/about" },
                { title: "Maxfiylik siyosati", path: "/pages/privacy-policy" },
              ],
            },
          ],
        },
      ],
      bad: [
        {
          value: { results: [{ title: "Kompaniya", items: [{ title: "Biz haqimizda" }] }] },
          path: "results.0.items.0.path",
        },
      ],
    },
  },
  stories: {
    answer: {
      ok: [
        {
          results: [
            story,
            {
              ...story,
              id: 4,
              items: [
                { ...storyItem, video: "/media/stories/4.mp4", video_duration: "15.5", has_seen: true },
              ],
            },
          ],
        },
      ],
      bad: [fault({ results: [story] }, "results.0.items.0.has_seen", undefined)],
    },
  },
  storyItemRead: {
    params: { ok: [{ id: "11" }], bad: [{ value: { id: "eleven" }, path: "id" }] },
    answer: { ok: [{}, null] },
  },
  liveStream: {
    answer: {
      ok: [[stream], [], stream, { results: [stream] }],
      bad: [
        { value: [{ ...stream, link: null }], path: "0.link" },
        { value: "offline", path: "" },
      ],
    },
  },
  videoLessons: {
    answer: {
      ok: [
        {
          results: [
            {
              id: 1,
              title: "Gipsokarton montaji",
              cover: "/media/video/1.jpg",
              video: "https://youtube.com/watch?v=x1",
            },
          ],
        },
      ],
      bad: [
        {
          value: { results: [{ id: 1, title: "Gipsokarton montaji", cover: null }] },
          path: "results.0.video",
        },
      ],
    },
  },
  faq: {
    answer: {
      ok: [
        {
          results: [
            {
              id: 1,
              question: "Yetkazib berish bepulmi?",
              answer: "500 000 so'mdan ortiq buyurtmalar uchun",
            },
          ],
        },
      ],
      bad: [
        { value: { results: [{ id: 1, question: "Yetkazib berish bepulmi?" }] }, path: "results.0.answer" },
      ],
    },
  },
  posts: {
    answer: {
      ok: [
        {
          results: [
            { id: 1, title: "Sement qanday tanlanadi", cover: "/media/content/bag-0.webp", excerpt: null },
          ],
        },
      ],
      bad: [{ value: { results: [{ id: 1, cover: null, excerpt: null }] }, path: "results.0.title" }],
    },
  },
  postDetail: {
    params: { ok: [{ id: 3 }], bad: [{ value: { id: "three" }, path: "id" }] },
    answer: {
      ok: [
        {
          id: 3,
          title: "Как выбрать цемент",
          cover: null,
          body: "<p>Марка цемента показывает прочность.</p>",
        },
      ],
      bad: [{ value: { id: 3, title: "Как выбрать цемент", cover: null }, path: "body" }],
    },
  },
  staticPage: {
    params: { ok: [{ slug: "privacy-policy" }], bad: [{ value: {}, path: "slug" }] },
    answer: {
      ok: [
        {
          title: "Maxfiylik siyosati",
          second_title: null,
          body: "<p>Biz shaxsiy ma'lumotlaringizni himoya qilamiz.</p>",
        },
      ],
      bad: [{ value: { title: "Maxfiylik siyosati", second_title: null }, path: "body" }],
    },
  },
  statistics: {
    answer: {
      ok: [{ users_count: 120034, categories_count: 412, orders_count: 58211, products_count: 30512 }],
      bad: [
        {
          value: { users_count: -1, categories_count: 412, orders_count: 58211, products_count: 30512 },
          path: "users_count",
        },
      ],
    },
  },
};
