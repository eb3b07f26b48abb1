/**
 * @generated SignedSource<<a773cb645c1af85db5f4667444c89b3b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BadgeTone = "accent" | "danger" | "info" | "neutral" | "primary" | "success" | "warning" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClaimBadges_claim$data = {
  readonly standing: {
    readonly badges: ReadonlyArray<{
      readonly text: string;
      readonly tone: BadgeTone;
    }>;
  };
  readonly " $fragmentType": "ClaimBadges_claim";
};
export type ClaimBadges_claim$key = {
  readonly " $data"?: ClaimBadges_claim$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimBadges_claim">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClaimBadges_claim",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ClaimStanding",
      "kind": "LinkedField",
      "name": "standing",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ClaimBadge",
          "kind": "LinkedField",
          "name": "badges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "text",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "tone",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Claim",
  "abstractKey": null
};

(node as any).hash = "adfec55636da5da9366daf64de2873f6";

export default node;
