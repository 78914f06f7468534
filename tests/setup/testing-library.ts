import { configure } from '@testing-library/react';

// Pages load lazily; on a busy two-core CI machine the first page of a file can take more than
// testing-library's default second to compile and render. The wait is an upper bound, not a delay.
configure({ asyncUtilTimeout: 5000 });
