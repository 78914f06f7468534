// Word lists for the demo data: names, schools and remarks. Pure data, no logic.

export const CHINESE_SURNAMES = [
  '王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高',
  '郑', '梁', '谢', '宋', '唐', '许', '韩', '冯', '邓', '曹', '彭', '曾', '萧', '田', '董', '潘', '袁', '蔡', '蒋', '余',
] as const; // prettier-ignore

export const CHINESE_GIVEN_BOY = [
  '子轩', '浩然', '宇航', '梓豪', '俊杰', '一鸣', '博文', '思远', '天佑', '明哲', '嘉懿', '睿', '皓轩', '泽宇', '文博',
  '晨阳', '逸飞', '辰', '昊天', '家豪', '子墨', '景行', '承志', '乐乐', '昊', '宇', '铭', '瑞', '凯文', '安然',
] as const; // prettier-ignore

export const CHINESE_GIVEN_GIRL = [
  '欣怡', '梓涵', '诗涵', '雨桐', '可馨', '思琪', '一诺', '语嫣', '佳怡', '若曦', '梦瑶', '紫萱', '雨萱', '心怡', '静怡',
  '晓彤', '安琪', '婉清', '悦', '妍', '萌', '甜甜', '沐晴', '书瑶', '佳琪', '雅琳', '婧', '晗', '米粒', '朵朵',
] as const; // prettier-ignore

export const CHINESE_GIVEN_ADULT_MAN = [
  '建华', '志强', '伟', '海涛', '磊', '军', '国栋', '晓东', '俊', '立新', '鹏', '斌', '永强', '德明', '振华',
] as const; // prettier-ignore

export const CHINESE_GIVEN_ADULT_WOMAN = [
  '丽', '静', '敏', '燕', '秀英', '慧', '丹', '晓红', '玉兰', '婷', '芳', '雪梅', '红霞', '琳', '倩',
] as const; // prettier-ignore

export const LATIN_FIRST_BOY = [
  'Oliver', 'Ethan', 'Lucas', 'Noah', 'Leo', 'Ryan', 'Daniel', 'Aaron', 'Jayden', 'Max', 'Samuel', 'Henry', 'Owen',
  'Nathan', 'Isaac', 'Adam', 'Theo', 'Jason', 'Kevin', 'Eric',
] as const; // prettier-ignore

export const LATIN_FIRST_GIRL = [
  'Emma', 'Olivia', 'Chloe', 'Mia', 'Sophia', 'Lily', 'Zoe', 'Ava', 'Grace', 'Hannah', 'Isabella', 'Ella', 'Amy',
  'Ruby', 'Alice', 'Clara', 'Sophie', 'Evelyn', 'Ivy', 'Luna',
] as const; // prettier-ignore

export const LATIN_FIRST_ADULT_MAN = [
  'David', 'Michael', 'James', 'Robert', 'Thomas', 'Mark', 'Paul', 'Andrew', 'Peter', 'Richard', 'Steven', 'Brian',
] as const; // prettier-ignore

export const LATIN_FIRST_ADULT_WOMAN = [
  'Anna', 'Sarah', 'Jessica', 'Emily', 'Laura', 'Rachel', 'Karen', 'Michelle', 'Helen', 'Catherine', 'Linda', 'Vivian',
] as const; // prettier-ignore

// Common English surnames and romanised Chinese/Cantonese ones (many families in Shenzhen and Hong Kong).
export const LATIN_LAST = [
  'Smith', 'Brown', 'Taylor', 'Wilson', 'Johnson', 'Walker', 'Wright', 'Green', 'Hall', 'Clarke', 'Miller', 'Evans',
  'Chan', 'Wong', 'Leung', 'Cheung', 'Ho', 'Lau', 'Ng', 'Tang', 'Lee', 'Chen', 'Zhang', 'Liu',
] as const; // prettier-ignore

export type SchoolKind = 'kindergarten' | 'primary' | 'secondary' | 'k12';

export type DemoSchool = {
  name: string;
  nature: 'Public' | 'Private' | 'International';
  city: string;
  kind: SchoolKind;
  /** How class names read at this school. */
  latin: boolean;
};

export const SUNRISE_CITY = '上海';
export const HARBOUR_CITY = '深圳';

export const DEMO_SCHOOLS: readonly DemoSchool[] = [
  { name: '育才幼儿园', nature: 'Public', city: '上海', kind: 'kindergarten', latin: false },
  { name: '阳光双语幼儿园', nature: 'Private', city: '上海', kind: 'kindergarten', latin: false },
  { name: '第一实验小学', nature: 'Public', city: '上海', kind: 'primary', latin: false },
  { name: '华东师范大学附属小学', nature: 'Public', city: '上海', kind: 'primary', latin: false },
  { name: '明德小学', nature: 'Private', city: '上海', kind: 'primary', latin: false },
  { name: '新城实验中学', nature: 'Public', city: '上海', kind: 'secondary', latin: false },
  { name: 'Shanghai Community International School', nature: 'International', city: '上海', kind: 'k12', latin: true },
  { name: 'Bayview Montessori Kindergarten', nature: 'Private', city: '深圳', kind: 'kindergarten', latin: true },
  { name: '南山外国语学校', nature: 'Public', city: '深圳', kind: 'primary', latin: false },
  { name: '蛇口育才中学', nature: 'Public', city: '深圳', kind: 'secondary', latin: false },
  { name: 'Harbour International School', nature: 'International', city: '深圳', kind: 'k12', latin: true },
  { name: "St. Andrew's Bilingual Academy", nature: 'Private', city: '深圳', kind: 'primary', latin: true },
];

export const DEMO_REMARKS = [
  '注意力训练进展良好，家长配合度高',
  '上课容易分心，需要多次提醒',
  '周末时间方便，优先安排周六上午',
  '对音乐训练兴趣浓厚',
  '近期睡眠不足，家长已知悉',
  '复测结果较首次明显提升',
  '由学校老师推荐来评估',
  '需家长陪同',
  '书写较慢，需加强精细动作训练',
  '性格内向，初次见面需要时间适应',
  '过敏体质（花生）',
  '已完成第一阶段训练计划',
  'Prefers morning sessions',
  'Referred by school counsellor',
  'Parents both work; grandmother usually brings the child',
  'Very motivated, finishes tasks early',
  'Needs frequent breaks during VRAT test',
  'Reassessment due next term',
  'Speaks English at home, Mandarin at school',
  'Mild asthma, keep inhaler nearby',
] as const;
