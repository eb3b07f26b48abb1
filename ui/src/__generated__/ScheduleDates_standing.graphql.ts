/**
 * @generated SignedSource<<93e7143931b72b120411463ea75ad6d6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScheduleDates_standing$data = {
  readonly nextLabel: string | null | undefined;
  readonly paymentDue: any | null | undefined;
  readonly paymentOverdue: boolean;
  readonly " $fragmentType": "ScheduleDates_standing";
};
export type ScheduleDates_standing$key = {
  readonly " $data"?: ScheduleDates_standing$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduleDates_standing">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScheduleDates_standing",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentDue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentOverdue",
      "storageKey": null
    }
  ],
  "type": "ClaimStanding",
  "abstractKey": null
};

(node as any).hash = "4468237b9fd455ea91ae21b7051167c5";

export default node;
