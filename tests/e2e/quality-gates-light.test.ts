import { describeQualityGates } from './qualityGates';

// One file a colour mode, so that the two run side by side.
describeQualityGates('light');
