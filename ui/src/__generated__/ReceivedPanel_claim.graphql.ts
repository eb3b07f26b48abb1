/**
 * @generated SignedSource<<8008aafa3f4a2b7bb612df3f208fbd8a>>
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

(node as any).hash = "b5b22a167a77aca8ef0d164dd66aa31b";

export default node;
