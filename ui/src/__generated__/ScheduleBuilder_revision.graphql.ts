/**
 * @generated SignedSource<<1a45a1cf3c1931749f2030b21fbe2827>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScheduleBuilder_revision$data = {
  readonly dueDate: any | null | undefined;
  readonly rev: number;
  readonly title: string;
  readonly " $fragmentType": "ScheduleBuilder_revision";
};
export type ScheduleBuilder_revision$key = {
  readonly " $data"?: ScheduleBuilder_revision$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduleBuilder_revision">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScheduleBuilder_revision",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rev",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueDate",
      "storageKey": null
    }
  ],
  "type": "ClaimRevision",
  "abstractKey": null
};

(node as any).hash = "704e8e41a2f9128198198775161ddc54";

export default node;
