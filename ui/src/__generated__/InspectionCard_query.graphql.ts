/**
 * @generated SignedSource<<918e48329a43c1aaaea6e42eecd15632>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InspectionCard_query$data = {
  readonly retentionInspections: {
    readonly heldFromUs: ReadonlyArray<{
      readonly contractId: string;
      readonly holderName: string;
      readonly siteName: string;
      readonly viewerCanRequest: boolean;
    }>;
    readonly manners: ReadonlyArray<{
      readonly label: string;
      readonly value: string;
    }>;
    readonly requests: ReadonlyArray<{
      readonly answerNote: string;
      readonly answerWords: string | null | undefined;
      readonly answeredByName: string;
      readonly contractId: string;
      readonly holderName: string;
      readonly message: string;
      readonly number: number;
      readonly open: boolean;
      readonly payeeName: string;
      readonly requestedOn: any;
      readonly requesterName: string;
      readonly siteName: string;
      readonly viewerCanAnswer: boolean;
      readonly weHold: boolean;
    }>;
    readonly right: string;
    readonly rulesNote: string;
  } | null | undefined;
  readonly " $fragmentType": "InspectionCard_query";
};
export type InspectionCard_query$key = {
  readonly " $data"?: InspectionCard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"InspectionCard_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contractId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "siteName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "holderName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InspectionCard_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RetentionInspections",
      "kind": "LinkedField",
      "name": "retentionInspections",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "RetentionInspectionRequest",
          "kind": "LinkedField",
          "name": "requests",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "number",
              "storageKey": null
            },
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "payeeName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "weHold",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "requesterName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "message",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "requestedOn",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "open",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "answerWords",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "answerNote",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "answeredByName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "viewerCanAnswer",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RetentionInspectionLedger",
          "kind": "LinkedField",
          "name": "heldFromUs",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "viewerCanRequest",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "right",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RetentionInspectionManner",
          "kind": "LinkedField",
          "name": "manners",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "value",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rulesNote",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "3dc2c02bd87ed4c9a066d85d915f7c13";

export default node;
