/**
 * @generated SignedSource<<a7f3cdacada196c42fd4ca065d29723a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RecordsCardMakeMutation$variables = Record<PropertyKey, never>;
export type RecordsCardMakeMutation$data = {
  readonly retentionInternalReportMake: {
    readonly report: {
      readonly number: number;
    };
  } | null | undefined;
};
export type RecordsCardMakeMutation = {
  response: RecordsCardMakeMutation$data;
  variables: RecordsCardMakeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RecordsCardMakeMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionInternalReportMakePayload",
        "kind": "LinkedField",
        "name": "retentionInternalReportMake",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionInternalReport",
            "kind": "LinkedField",
            "name": "report",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RecordsCardMakeMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionInternalReportMakePayload",
        "kind": "LinkedField",
        "name": "retentionInternalReportMake",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "RetentionInternalReport",
            "kind": "LinkedField",
            "name": "report",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f6900fb20bb0823c53eba46c6bc62267",
    "id": null,
    "metadata": {},
    "name": "RecordsCardMakeMutation",
    "operationKind": "mutation",
    "text": "mutation RecordsCardMakeMutation {\n  retentionInternalReportMake {\n    report {\n      number\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "928652a8ebfbe66082ecd8f12dba59c7";

export default node;
