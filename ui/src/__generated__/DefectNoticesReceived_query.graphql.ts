/**
 * @generated SignedSource<<e7b7f364bb9988d310e2119d57fbdd18>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DefectNoticesReceived_query$data = {
  readonly retentionDefectNoticesReceived: ReadonlyArray<{
    readonly amount: any;
    readonly contractId: string;
    readonly defect: string;
    readonly holderName: string;
    readonly number: number;
    readonly pdfViewUrl: string;
    readonly servedOn: any;
    readonly servedWords: string;
    readonly siteName: string;
    readonly useFrom: any;
    readonly useFromWords: string;
    readonly used: any;
  }> | null | undefined;
  readonly " $fragmentType": "DefectNoticesReceived_query";
};
export type DefectNoticesReceived_query$key = {
  readonly " $data"?: DefectNoticesReceived_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DefectNoticesReceived_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DefectNoticesReceived_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RetentionDefectNoticeReceived",
      "kind": "LinkedField",
      "name": "retentionDefectNoticesReceived",
      "plural": true,
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
          "name": "siteName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "holderName",
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
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "used",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "defect",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "servedOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "servedWords",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "useFrom",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "useFromWords",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pdfViewUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "e30f3cf69d97efba9b3f2a2737fd269e";

export default node;
