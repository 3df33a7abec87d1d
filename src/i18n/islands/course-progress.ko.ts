/** The home page's course progress in Korean (shape: course-progress.en.ts; part of course.ko.ts). */
import type { CourseProgressWords } from './course-progress.en.ts';

export const courseProgressKo: CourseProgressWords = {
  lang: 'ko',
  progressUnreadable: () => '저장된 코스 진행 상황을 읽을 수 없었습니다. 코스를 열면 처음부터 시작합니다.',
  courseLink: (title) => `${title} 코스`,
  colon: ': ',
  notStartedN: (n) => `레슨 ${n}개, 시작 전`,
  doneOf: (done, n, stars) => `레슨 ${n}개 중 ${done}개 완료${stars > 0 ? ` (★ ${stars}개)` : ''}`,
};
