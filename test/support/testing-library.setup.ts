import { configure } from '@testing-library/dom';

/**
 * findBy…/waitFor give up after 1 s by default; on a loaded 2-core machine (CI runs every layer at once) a
 * screen can take longer to settle. Waiting longer only slows a failing test, never a passing one.
 */
configure({ asyncUtilTimeout: 5000 });
