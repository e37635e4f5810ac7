import type { DemoEntityRows } from './cmDemoRows';

const parent = (name: string) => ({ parent_id: { $ref: `bb.category:${name}` } });

/**
 * Demo bulletin categories (`bb.category`, a tree): three levels, so the tree screen at
 * /bb/admin/category opens on something to expand, search and move. Parents come before
 * their children; each new row goes last among its siblings.
 */
export const BB_DEMO_ROWS: DemoEntityRows[] = [
  {
    entity: 'bb.category',
    rows: [
      { name: '公司公告', description: '全公司適用的公告' },
      { name: '人事公告', ...parent('公司公告') },
      { name: '新進人員', ...parent('人事公告') },
      { name: '人事異動', ...parent('人事公告') },
      { name: '行政公告', ...parent('公司公告') },
      { name: '部門公告' },
      { name: '業務處', ...parent('部門公告') },
      { name: '研發處', ...parent('部門公告') },
      { name: '福利活動' },
    ],
  },
];
