/**
 * @generated SignedSource<<8937360b34830cf0bbb0d54597b8d4e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ServiceManner = "EMAIL" | "LEFT" | "PERSONAL" | "POST" | "%future added value";
export type AdjudicationServiceInput = {
  contractId: string;
  manner?: ServiceManner | null | undefined;
  number: number;
  servedOn?: any | null | undefined;
  servedTo?: string | null | undefined;
};
export type HandServiceOwnerServedMutation$variables = {
  input: AdjudicationServiceInput;
};
export type HandServiceOwnerServedMutation$data = {
  readonly adjudicationOwnerRecordService: {
    readonly notice: {
      readonly number: number;
      readonly ownerServedOn: any | null | undefined;
    };
  } | null | undefined;
};
export type HandServiceOwnerServedMutation = {
  response: HandServiceOwnerServedMutation$data;
  variables: HandServiceOwnerServedMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "AdjudicationNoticePayload",
    "kind": "LinkedField",
    "name": "adjudicationOwnerRecordService",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdjudicationNotice",
        "kind": "LinkedField",
        "name": "notice",
        "plural": false,
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
            "name": "ownerServedOn",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HandServiceOwnerServedMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HandServiceOwnerServedMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "060d0237f226d56145da9319ae45c067",
    "id": null,
    "metadata": {},
    "name": "HandServiceOwnerServedMutation",
    "operationKind": "mutation",
    "text": "mutation HandServiceOwnerServedMutation(\n  $input: AdjudicationServiceInput!\n) {\n  adjudicationOwnerRecordService(input: $input) {\n    notice {\n      number\n      ownerServedOn\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "22402281bdc446aa5da2b433568bc273";

export default node;
