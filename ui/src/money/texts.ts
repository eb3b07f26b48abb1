/** The words of the money screens (issue 40, 'A project's money, drawn'). */
export const MONEY_TITLE = 'Money';
export const PROJECT_MONEY_TITLE = "This project's money";
export const MONEY_DESCRIPTION =
  'Money in (you are paid) and money out (you pay) by month: claimed, scheduled, paid and outstanding, with retention both ways. A month is the period of the claim.';
export const LOADING_MONEY = 'Loading money…';
export const NO_CLAIMS_YET = 'No claims yet';
export const NO_CLAIMS_DESCRIPTION = 'Once a claim is sent, its month appears here with what was claimed, scheduled and paid.';
export const OUT_OF_REACH = 'This contract is out of reach.';
export const DOWNLOAD_CSV = 'Download CSV';
export const HELD_FROM_US = 'Held from us';
export const WE_HOLD = 'We hold';
export const CHART_VIEWS_LABEL = 'What the chart shows';
export const TABLE_CAPTION = 'Money by month (the same figures as the chart, including GST)';
