import { goalNames, type GoalName } from "@pmfolio/core";
import { countInWords, formatCount, useLabels } from "../../../labels";
import { analyticsLabels } from "../../../labels/analyticsLabels";
import { formatRate } from "../format";
import { BreakdownTable, countColumn, countRows } from "./AnalyticsTabs.Breakdown";
import { useAnalyticsTab } from "./AnalyticsTabs.context";
import { Columns, Note } from "./AnalyticsTabs.styles";

/**
 * Goals: completions, conversion rate and the previous period's completions of each, then, for
 * each goal completed, its completions by source and by campaign.
 */
export function AnalyticsTabsGoals() {
  const { summary, locale, labels } = useAnalyticsTab();
  const analytics = useLabels("analytics", analyticsLabels.analytics);
  const completionsColumn = countColumn(labels.completions, locale);
  return (
    <>
      <BreakdownTable
        caption={labels.goalsCaption}
        nameLabel={labels.goal}
        rows={goalNames.map((goal) => ({ name: goal, count: summary.goals[goal].completions }))}
        columns={[
          completionsColumn,
          {
            label: labels.conversionRate,
            value: (row) => formatRate(summary.goals[row.name as GoalName].conversionRate, locale),
          },
          {
            label: labels.previousPeriod,
            value: (row) => formatCount(summary.previous.goals[row.name as GoalName] ?? 0, locale),
          },
        ]}
        renderName={(row) => labels.goals[row.name as GoalName]}
      />
      <Note>{labels.conversionNote}</Note>
      {goalNames
        .filter((goal) => summary.goals[goal].completions > 0)
        .map((goal) => (
          <Columns key={goal}>
            <BreakdownTable
              caption={labels.goalBySource(labels.goals[goal])}
              nameLabel={labels.source}
              rows={countRows(summary.goals[goal].bySource)}
              columns={[completionsColumn]}
            />
            <BreakdownTable
              caption={labels.goalByCampaign(labels.goals[goal])}
              nameLabel={labels.campaign}
              rows={countRows(summary.goals[goal].byCampaign)}
              columns={[completionsColumn]}
              empty={labels.noTaggedCompletions(
                countInWords(analytics.completions, summary.goals[goal].completions, locale),
              )}
            />
          </Columns>
        ))}
    </>
  );
}
