/**
 * @generated SignedSource<<6945dbb544374064705a6aeb66631bd9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StepRecorder_notice$data = {
  readonly noticeDate: any | null | undefined;
  readonly number: number;
  readonly viewerCanAct: boolean;
  readonly " $fragmentType": "StepRecorder_notice";
};
export type StepRecorder_notice$key = {
  readonly " $data"?: StepRecorder_notice$data;
  readonly " $fragmentSpreads": FragmentRefs<"StepRecorder_notice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StepRecorder_notice",
  "selections": [
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
      "name": "noticeDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanAct",
      "storageKey": null
    }
  ],
  "type": "AdjudicationNotice",
  "abstractKey": null
};

(node as any).hash = "1a3350dcaea41a41f12e13063efa0a38";

export default node;
