/**
 * @generated SignedSource<<6aa1fba94b9f1bee9a7fb5da8f44b3a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReceivedPanel_claim$data = {
  readonly contractId: string;
  readonly number: number;
  readonly receivedFileUrl: string | null | undefined;
  readonly recordedFrom: string | null | undefined;
  readonly scheduleRecordedFrom: string | null | undefined;
  readonly viewerCanRecordSchedule: boolean;
  readonly " $fragmentType": "ReceivedPanel_claim";
};
export type ReceivedPanel_claim$key = {
  readonly " $data"?: ReceivedPanel_claim$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReceivedPanel_claim">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReceivedPanel_claim",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contractId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recordedFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "receivedFileUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scheduleRecordedFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanRecordSchedule",
      "storageKey": null
    }
  ],
  "type": "Claim",
  "abstractKey": null
};

(node as any).hash = "f75ca130da31f2f7344bd51656f5817d";

export default node;
