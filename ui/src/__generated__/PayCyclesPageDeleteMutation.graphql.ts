/**
 * @generated SignedSource<<dfc28bf01b3dc414ee4aeac33b18d954>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PayCyclesPageDeleteMutation$variables = {
  id: string;
};
export type PayCyclesPageDeleteMutation$data = {
  readonly payCycleDelete: {
    readonly deletedId: string;
  } | null | undefined;
};
export type PayCyclesPageDeleteMutation = {
  response: PayCyclesPageDeleteMutation$data;
  variables: PayCyclesPageDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "id",
            "variableName": "id"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "PayCycleDeletePayload",
    "kind": "LinkedField",
    "name": "payCycleDelete",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
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
    "name": "PayCyclesPageDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PayCyclesPageDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "448ad776728a6b688816e43dc473392c",
    "id": null,
    "metadata": {},
    "name": "PayCyclesPageDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation PayCyclesPageDeleteMutation(\n  $id: ID!\n) {\n  payCycleDelete(input: {id: $id}) {\n    deletedId\n  }\n}\n"
  }
};
})();

(node as any).hash = "40acde1ed150f499857ffac90754a829";

export default node;
