/**
 * The claim panel polls once, every 5 s (spec 2 §7), however many of its lists are shown: a
 * comment records the activity 'commented', so the claim's activityVersion says when either the
 * comments or the activity changed, and one refetch brings both.
 */
import { graphql } from 'react-relay';

export const CLAIM_PANEL_POLL_MS = 5_000;

export const claimPanelVersionQuery = graphql`
  query ClaimPanelPollVersionQuery($id: ID!) {
    node(id: $id) {
      ... on Claim {
        activityVersion
      }
    }
  }
`;

/** What a changed version refetches: the comments (with their count) and the activity. */
export const claimPanelRefreshQuery = graphql`
  query ClaimPanelPollRefreshQuery($id: ID!) {
    node(id: $id) {
      ... on Claim {
        id
        activityVersion
        viewerCanComment
        commentsCount
        comments {
          ...ClaimComments_comment @relay(mask: false)
        }
        activity {
          ...ActivityEntries_entry @relay(mask: false)
        }
      }
    }
  }
`;
